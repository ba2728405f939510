#!/usr/bin/env node
// Runs the project's Python under WebAssembly CPython (the npm package pyodide) in Node.js, offline.
//
//   node web/pyodide_run.mjs [options] -m MODULE [ARGS...]    run a module as __main__ (like python -m)
//   node web/pyodide_run.mjs [options] -c CODE [ARGS...]      run a string of code
//   node web/pyodide_run.mjs [options] FILE.py [ARGS...]      run a file (read from the host's disk)
//
// Options (before the program):
//   --copy PATH        also copy PATH (a file or folder, relative to the project root) into pyodide;
//                      game/__init__.py, game/core and game/ai are always copied
//   --file SRC:DEST    copy the host file SRC to DEST inside pyodide (relative to the working folder)
//   --root DIR         the project root (default: the folder above this script)
//   --quiet            no start-up line on stderr
//
// The Python files are read from disk with fs and written into pyodide's virtual filesystem with
// pyodide.FS under /home/pyodide (the working folder, first on sys.path): no network, no micropip.
// Python's stdout and stderr go to the process's; the exit code is Python's (SystemExit, 1 on an
// uncaught exception).  Install the package first: `npm ci --prefix web` (see docs/ai.md).

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const HOME = "/home/pyodide";
const ALWAYS = ["game/__init__.py", "game/core", "game/ai"];

function usage(message) {
  process.stderr.write(`pyodide_run: ${message}\nusage: node web/pyodide_run.mjs [--copy PATH] [--file SRC:DEST] `
    + `[--root DIR] [--quiet] (-m MODULE | -c CODE | FILE.py) [ARGS...]\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { root: path.resolve(here, ".."), copy: [...ALWAYS], files: [], quiet: false, mode: null, target: null };
  let i = 0;
  while (i < argv.length) {
    const a = argv[i];
    if (a === "--copy") { opts.copy.push(argv[i + 1] ?? usage("--copy needs a path")); i += 2; }
    else if (a === "--file") {
      const spec = argv[i + 1] ?? usage("--file needs SRC:DEST");
      const cut = spec.lastIndexOf(":");
      if (cut <= 0) usage(`--file ${spec}: expected SRC:DEST`);
      opts.files.push([spec.slice(0, cut), spec.slice(cut + 1)]);
      i += 2;
    }
    else if (a === "--root") { opts.root = path.resolve(argv[i + 1] ?? usage("--root needs a folder")); i += 2; }
    else if (a === "--quiet") { opts.quiet = true; i += 1; }
    else if (a === "-m" || a === "-c") {
      opts.mode = a;
      opts.target = argv[i + 1] ?? usage(`${a} needs an argument`);
      opts.args = argv.slice(i + 2);
      return opts;
    }
    else if (a.startsWith("-")) usage(`unknown option ${a}`);
    else { opts.mode = "file"; opts.target = a; opts.args = argv.slice(i + 1); return opts; }
  }
  usage("nothing to run");
}

async function loadPyodideModule() {
  const entry = path.join(here, "node_modules", "pyodide", "pyodide.mjs");
  if (!fs.existsSync(entry)) {
    process.stderr.write(`pyodide_run: ${entry} is missing: install the npm package first with\n`
      + `    npm ci --prefix web      (or: cd web && npm install)\n`);
    process.exit(3);
  }
  return import(pathToFileURL(entry).href);
}

function mkdirs(FS, dir) {
  let cur = "";
  for (const part of dir.split("/").filter(Boolean)) {
    cur += "/" + part;
    if (!FS.analyzePath(cur).exists) FS.mkdir(cur);
  }
}

// Copy a file or a folder of .py files (and nothing of __pycache__) from the host into pyodide.
function copyIn(FS, hostPath, guestPath) {
  const st = fs.statSync(hostPath);
  if (st.isDirectory()) {
    mkdirs(FS, guestPath);
    let n = 0;
    for (const name of fs.readdirSync(hostPath).sort()) {
      if (name === "__pycache__" || name.startsWith(".")) continue;
      const h = path.join(hostPath, name);
      if (fs.statSync(h).isDirectory() || name.endsWith(".py")) n += copyIn(FS, h, `${guestPath}/${name}`);
    }
    return n;
  }
  mkdirs(FS, path.posix.dirname(guestPath));
  FS.writeFile(guestPath, fs.readFileSync(hostPath));
  return 1;
}

const opts = parseArgs(process.argv.slice(2));
const { loadPyodide } = await loadPyodideModule();
const started = performance.now();
const out = (stream) => ({ write: (buf) => { stream.write(buf); return buf.length; } });
const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
pyodide.setStdout(out(process.stdout));
pyodide.setStderr(out(process.stderr));

let copied = 0;
for (const rel of opts.copy) {
  const host = path.resolve(opts.root, rel);
  if (!fs.existsSync(host)) {
    if (ALWAYS.includes(rel) && rel !== "game/__init__.py" && rel !== "game/core") continue;  // game/ai may not exist yet
    usage(`--copy ${rel}: ${host} does not exist`);
  }
  copied += copyIn(pyodide.FS, host, `${HOME}/${rel.split(path.sep).join("/")}`);
}
for (const [src, dest] of opts.files) {
  copyIn(pyodide.FS, path.resolve(src), dest.startsWith("/") ? dest : `${HOME}/${dest}`);
  copied += 1;
}
let code = null;
if (opts.mode === "file") {
  code = fs.readFileSync(path.resolve(opts.target), "utf8");
}
if (!opts.quiet) {
  process.stderr.write(`pyodide_run: Python ${pyodide.runPython("import sys; sys.version.split()[0]")}`
    + ` (pyodide ${pyodide.version}) ready in ${Math.round(performance.now() - started)} ms, ${copied} files copied\n`);
}

pyodide.globals.set("_run_mode", opts.mode);
pyodide.globals.set("_run_target", opts.target);
pyodide.globals.set("_run_code", code);
pyodide.globals.set("_run_args", pyodide.toPy(opts.args));
const exitCode = pyodide.runPython(`
def _run():
    import os, runpy, sys, traceback
    os.chdir(${JSON.stringify(HOME)})
    if ${JSON.stringify(HOME)} not in sys.path:
        sys.path.insert(0, ${JSON.stringify(HOME)})
    args = list(_run_args)
    try:
        if _run_mode == "-m":
            sys.argv = [_run_target, *args]
            runpy.run_module(_run_target, run_name="__main__", alter_sys=True)
        elif _run_mode == "-c":
            sys.argv = ["-c", *args]
            exec(compile(_run_target, "<string>", "exec"), {"__name__": "__main__"})
        else:
            sys.argv = [_run_target, *args]
            exec(compile(_run_code, _run_target, "exec"), {"__name__": "__main__", "__file__": _run_target})
        status = 0
    except SystemExit as e:
        if e.code is None:
            status = 0
        elif isinstance(e.code, int):
            status = e.code
        else:
            print(e.code, file=sys.stderr)
            status = 1
    except BaseException:
        traceback.print_exc()
        status = 1
    sys.stdout.flush()
    sys.stderr.flush()
    return status
_run()
`);
process.exitCode = exitCode;
