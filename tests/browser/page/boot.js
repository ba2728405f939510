// The browser check's page: pyodide, pygbag's own pygame-ce WebAssembly build (pygame_static), the game's
// unmodified main.py, game/ and assets/, and the probe (probe.py, check.zip) through which the driver reads the game.
//
// pygbag's build was made for pygbag's CPython, not pyodide's; three things join them, none of them in the game:
//   1. bundle.py rewrites two EM_JS signatures in the .so that pyodide's loader cannot read ("void **x");
//   2. lendImports() below gives the side module what pygbag's runtime has and pyodide's lacks: JavaScript
//      setjmp/longjmp (emscripten_longjmp and the invoke_* wrappers) and the DOM key-code table SDL asks for;
//   3. JavaScript's null reaches Python as None (convertNullToNone), as under pygbag.
// Like pygbag, asyncio.run(main()) in main.py only schedules the game on the page's event loop.
//
// State for the driver: window.check = {status: "booting" | "running" | "failed: ...", errors, log, timings}.
(() => {
  const WHEEL = "pygame_static-1.0-cp313-cp313-wasm32_bi_emscripten.whl";  // bundle.py's WHEEL
  const check = (window.check = { status: "booting", errors: [], log: [], timings: {} });
  const started = performance.now();
  const say = (line) => { check.log.push(line); console.log(line); };
  const fail = (why) => { check.errors.push(why); check.status = "failed: " + why.split("\n").slice(-1)[0]; };

  // PC set-1 scan codes by KeyboardEvent.code, which SDL 2's key handler asks emscripten for
  // (emscripten_compute_dom_pk_code); SDL drops a key that maps to 0.
  function scanCodes() {
    const codes = {};
    const run = (names, first) => names.forEach((name, i) => { codes[name] = first + i; });
    run(["Escape", ..."1234567890".split("").map((d) => "Digit" + d), "Minus", "Equal", "Backspace", "Tab"], 0x01);
    run([..."QWERTYUIOP".split("").map((c) => "Key" + c), "BracketLeft", "BracketRight", "Enter", "ControlLeft"], 0x10);
    run([..."ASDFGHJKL".split("").map((c) => "Key" + c), "Semicolon", "Quote", "Backquote", "ShiftLeft", "Backslash"], 0x1e);
    run([..."ZXCVBNM".split("").map((c) => "Key" + c), "Comma", "Period", "Slash", "ShiftRight", "NumpadMultiply",
         "AltLeft", "Space", "CapsLock"], 0x2c);
    run(Array.from({ length: 10 }, (_, i) => "F" + (i + 1)), 0x3b);
    run(["F11", "F12"], 0x57);
    Object.assign(codes, { NumpadSubtract: 0x4a, NumpadAdd: 0x4e, NumpadDecimal: 0x53, IntlBackslash: 0x56 });
    const extended = { NumpadEnter: 0x1c, ControlRight: 0x1d, NumpadDivide: 0x35, AltRight: 0x38, Home: 0x47,
      ArrowUp: 0x48, PageUp: 0x49, ArrowLeft: 0x4b, ArrowRight: 0x4d, End: 0x4f, ArrowDown: 0x50, PageDown: 0x51,
      Insert: 0x52, Delete: 0x53, MetaLeft: 0x5b, MetaRight: 0x5c, ContextMenu: 0x5d };
    for (const [name, code] of Object.entries(extended)) codes[name] = 0xe000 | code;
    [0x52, 0x4f, 0x50, 0x51, 0x4b, 0x4c, 0x4d, 0x47, 0x48, 0x49].forEach((code, digit) => { codes["Numpad" + digit] = code; });
    return codes;
  }

  // What pygbag's runtime exports and pyodide's main module does not: set into the dynamic linker's table of the
  // main module's symbols before the side module is loaded, as emscripten's own JavaScript would.
  function lendImports(pyodide) {
    const module = pyodide._module;
    const symbols = module.LDSO.loadedLibsByName.__main__.exports;
    const lent = [];
    const lend = (name, signature, fn) => {
      if (symbols[name] && !symbols[name].stub) return;
      fn.sig = signature;
      symbols[name] = fn;
      lent.push(name);
    };
    check.longjmps = 0;
    // longjmp unwinds by throwing; the invoke_ wrapper around the call that set the jump catches it, restores
    // the stack and tells the caller (setThrew) to take the setjmp branch.
    const LONGJMP = Infinity;
    lend("emscripten_longjmp", "vpi", (env, value) => { symbols.setThrew(env, value || 1); throw LONGJMP; });
    for (const returns of ["v", "i"]) {
      for (let count = 0; count <= 6; count++) {
        const args = "i".repeat(count);
        lend(`invoke_${returns}${args}`, `${returns}i${args}`, (index, ...rest) => {
          const stack = symbols.stackSave();
          try {
            return module.getWasmTableEntry(index)(...rest);
          } catch (thrown) {
            symbols.stackRestore(stack);
            if (typeof thrown !== "number") throw thrown;  // a JavaScript error, not a longjmp
            check.longjmps += 1;
            symbols.setThrew(1, 0);
            return 0;
          }
        });
      }
    }
    const codes = scanCodes();
    lend("emscripten_compute_dom_pk_code", "ip", (pointer) => codes[pointer ? module.UTF8ToString(pointer) : ""] || 0);
    say("lent to the side module: " + lent.length + " imports");
  }

  // The canvas scaled to the window keeping its shape, as pygbag's page does (window_resize).  The window is
  // the viewport the page was laid out for (on a phone, device-width): a phone's innerWidth is wider where the
  // content is, and the 1280-pixel canvas not yet fitted would otherwise widen it to itself.
  function fitCanvas() {
    const canvas = document.getElementById("canvas");
    const { clientWidth, clientHeight } = document.documentElement;
    const scale = Math.min(clientWidth / canvas.width, clientHeight / canvas.height);
    canvas.style.width = Math.floor(canvas.width * scale) + "px";
    canvas.style.height = Math.floor(canvas.height * scale) + "px";
  }

  async function fetchBytes(path) {
    const answer = await fetch(path);
    if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status}`);
    return new Uint8Array(await answer.arrayBuffer());
  }

  async function boot() {
    const pyodide = await loadPyodide({
      indexURL: "pyodide/",
      stdout: (line) => say("[py] " + line),
      stderr: (line) => say("[py:err] " + line),
      convertNullToNone: true,
    });
    window.pyodide = pyodide;
    check.timings.pyodide_ms = Math.round(performance.now() - started);
    const canvas = document.getElementById("canvas");
    if (pyodide.canvas && pyodide.canvas.setCanvas2D) pyodide.canvas.setCanvas2D(canvas);
    else pyodide._module.canvas = canvas;
    const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
    pyodide.unpackArchive(await fetchBytes("pygame_py.zip"), "zip", { extractDir: sitePackages });
    lendImports(pyodide);
    await pyodide.loadPackage(new URL(WHEEL, location.href).href);
    check.timings.pygame_ms = Math.round(performance.now() - started);
    pyodide.FS.mkdirTree("/home/pyodide/canasta");
    pyodide.unpackArchive(await fetchBytes("game.zip"), "zip", { extractDir: "/home/pyodide/canasta" });
    pyodide.unpackArchive(await fetchBytes("check.zip"), "zip", { extractDir: "/home/pyodide/canasta" });
    fitCanvas();
    setInterval(fitCanvas, 250);
    addEventListener("resize", fitCanvas);
    await pyodide.runPythonAsync(`
import os, sys
os.chdir("/home/pyodide/canasta")
sys.path.insert(0, os.getcwd())
from tests.browser import probe
probe.start()
`);
    check.status = "running";
  }

  boot().catch((error) => fail(String(error && error.stack ? error.stack : error)));
})();
