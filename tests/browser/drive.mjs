// Drives the game in headless Chromium over the DevTools protocol (puppeteer-core) and plays the scenarios of
// scenarios.mjs as a player would: real mouse, touch and keyboard input on the page, screenshots of each step.
//
//   node tests/browser/drive.mjs URL OUT_DIR SCENARIO[,SCENARIO...]      ($CHROMIUM: the browser)
//
// Writes OUT_DIR/report.json: per scenario, whether it passed, what failed, the frame work per screen
// (read from the game's own meter through the probe), timings and screenshots; and every console error,
// page error and Python exception seen.  Exits 0 when it could run, whatever the scenarios found.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { Failure, sleep } from "./common.mjs";
import { SCENARIOS } from "./scenarios.mjs";

const require = createRequire(new URL("../../web/package.json", import.meta.url));
const puppeteer = require("puppeteer-core");

const [base, out, names] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const began = Date.now();
const lines = [];
const say = (line) => { lines.push(`[${((Date.now() - began) / 1000).toFixed(1)}s] ${line}`); };

// One page of the game: boots it, talks to the probe, and turns the game's window pixels into page input.
class Game {
  constructor(browser, scenario, report) {
    this.browser = browser;
    this.scenario = scenario;
    this.report = report;
    this.shots = 0;
  }

  async open({ width = 1280, height = 720, scale = 1, touch = false, language = "en-US", query = "",
               frame = null } = {}) {
    this.touch = touch;
    this.context = await this.browser.createBrowserContext();  // storage of its own: no scenario sees another's
    this.page = await this.context.newPage();
    const page = this.page;
    await page.setViewport({ width, height, deviceScaleFactor: scale, isMobile: touch, hasTouch: touch });
    await page.evaluateOnNewDocument((tag) => {
      Object.defineProperty(navigator, "language", { get: () => tag });
      Object.defineProperty(navigator, "languages", { get: () => [tag] });
    }, language);
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error") this.report.console_errors.push(`${this.scenario}: ${text}`);
      if (/^\[py(:err)?\]/.test(text)) say(`${this.scenario} ${text}`);
    });
    page.on("pageerror", (error) => this.report.console_errors.push(`${this.scenario}: page error: ${error}`));
    const url = frame ? `${base}frame.html?src=${encodeURIComponent("index.html?" + query)}` : `${base}index.html?${query}`;
    await page.goto(url, { waitUntil: "load", timeout: 120000 });
    this.frame = frame ? await this._innerFrame() : page.mainFrame();
    await this.booted();
    return this;
  }

  async _innerFrame() {
    for (let i = 0; i < 100; i++) {
      const inner = this.page.frames().find((f) => f !== this.page.mainFrame() && f.url().includes("index.html"));
      if (inner) return inner;
      await sleep(100);
    }
    throw new Failure("the sandboxed frame never loaded");
  }

  async booted(timeout = 180) {
    await this.until(async () => {
      const status = await this.frame.evaluate(() => window.check && window.check.status);
      if (String(status).startsWith("failed")) throw new Failure(`the page failed: ${status}`);
      return status === "running" && (await this.state()).frames > 2;
    }, timeout, "the game's first frames");
  }

  async reload() {
    await this.page.reload({ waitUntil: "load" });
    await this.booted();
  }

  // A probe function's answer: probe.NAME(...args), args as JSON.
  async py(name, ...args) {
    const text = await this.frame.evaluate((call) => {
      try { return window.pyodide.runPython(`from tests.browser import probe\nprobe.${call}`); }
      catch (error) { return JSON.stringify({ probe_error: String(error) }); }
    }, `${name}(${args.map((a) => JSON.stringify(a).replace(/\btrue\b/g, "True").replace(/\bfalse\b/g, "False").replace(/\bnull\b/g, "None")).join(", ")})`);
    const value = JSON.parse(text);
    if (value && value.probe_error) throw new Failure(`probe.${name}: ${value.probe_error}`);
    return value;
  }

  state() { return this.py("state"); }
  mark() { return this.py("mark"); }

  async frameWork(since, label) {
    const work = await this.py("frame_work", since);
    if (label) this.report.frames[label] = work;
    return work;
  }

  // The heaps once collected: wasm memory reserved (it only grows: the high-water mark) and in use (what
  // malloc holds now, from its own mallinfo), the JS heap in use, Python's tracked objects and blocks.
  async heap() {
    const python = await this.py("memory");
    const page = await this.frame.evaluate(() => {
      if (window.gc) window.gc();
      const wasm = window.pyodide._module;
      const info = wasm._PyMem_RawMalloc(64);  // struct mallinfo, returned through a pointer: ten 32-bit fields
      wasm._mallinfo(info);
      const inUse = wasm.HEAPU32[(info >> 2) + 7];  // uordblks
      wasm._PyMem_RawFree(info);
      return { wasm: wasm.HEAP8.length, wasm_in_use: inUse,
               js: performance.memory ? performance.memory.usedJSHeapSize : 0 };
    });
    return { ...page, ...python };
  }

  async timings() { return this.frame.evaluate(() => window.check.timings); }
  async errors() { return this.frame.evaluate(() => window.check.errors); }

  // Window pixels (the game's surface) to the page's CSS pixels, through the canvas as the page scaled it.
  async pagePoint([x, y]) {
    const box = await this.frame.evaluate(() => {
      const c = document.getElementById("canvas");
      const r = c.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height, w: c.width, h: c.height };
    });
    let offset = { x: 0, y: 0 };
    if (this.frame !== this.page.mainFrame()) {
      const element = await this.frame.frameElement();
      const r = await element.boundingBox();
      offset = { x: r.x, y: r.y };
    }
    return [offset.x + box.left + (x + 0.5) * box.width / box.w, offset.y + box.top + (y + 0.5) * box.height / box.h];
  }

  async press(windowPoint) {
    const [x, y] = await this.pagePoint(windowPoint);
    if (this.touch) await this.page.touchscreen.tap(x, y);
    else await this.page.mouse.click(x, y, { delay: 40 });
    await this.settle();
  }

  async drag(fromPoint, toPoint, steps = 8) {
    const [x0, y0] = await this.pagePoint(fromPoint);
    const [x1, y1] = await this.pagePoint(toPoint);
    if (this.touch) {
      await this.page.touchscreen.touchStart(x0, y0);
      for (let i = 1; i <= steps; i++) {
        await this.page.touchscreen.touchMove(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps);
        await sleep(16);
      }
      await this.page.touchscreen.touchEnd();
    } else {
      await this.page.mouse.move(x0, y0);
      await this.page.mouse.down();
      for (let i = 1; i <= steps; i++) {
        await this.page.mouse.move(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps);
        await sleep(16);
      }
      await this.page.mouse.up();
    }
    await this.settle();
  }

  async key(name) {
    await this.page.keyboard.press(name, { delay: 40 });
    await this.settle();
  }

  async button(label) { await this.press(await this.py("where", "button", label)); }
  async buttonByKey(key) { await this.press(await this.py("where", "button-key", key)); }
  async choice(row, value) { await this.press(await this.py("where", "choice", row, String(value))); }

  // A few frames drawn after an input, so that the next question reads the table it led to.
  async settle(frames = 3) {
    const start = (await this.state()).frames;
    await this.until(async () => (await this.state()).frames >= start + frames, 20, "frames after an input");
  }

  async until(test, seconds, what) {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      if (await test()) return;
      if (Date.now() > deadline) throw new Failure(`waited ${seconds} s for ${what}`);
      await sleep(100);
    }
  }

  async untilScene(name, seconds = 30) {
    await this.until(async () => (await this.state()).scenes.at(-1) === name, seconds, `the ${name}`);
  }

  async shot(name) {
    const file = path.join(out, `${this.scenario}-${String(++this.shots).padStart(2, "0")}-${name}.png`);
    await this.page.screenshot({ path: file });
    this.report.shots.push(path.basename(file));
  }

  // The person's seat played by gestures until the score sheet (or ``most`` gestures, or ``seconds``).
  // ``drags`` false: discards by a tap on the card and a tap on the pile; ``keys`` false: no key at all (a phone).
  async playHand({ most = 400, seconds = 600, drags = true, keys = true, stopWhen = null } = {}) {
    const deadline = Date.now() + seconds * 1000;
    let gestures = 0;
    for (;;) {
      if (stopWhen && (await stopWhen(gestures))) return "stopped";
      const gesture = await this.py("next_gesture", drags, keys);
      if (gesture.do === "done") return gesture.why;
      if (gesture.do === "wait") await sleep(120);
      else {
        gestures += 1;
        if (gesture.do === "click") await this.press(gesture.at);
        else if (gesture.do === "drag") await this.drag(gesture.from, gesture.to);
        else if (gesture.do === "key" && keys) await this.key(gesture.key);
        else if (gesture.do === "key") throw new Failure(`a key (${gesture.key}) where there are only taps`);
      }
      if (gestures > most) throw new Failure(`${most} gestures and the hand is not over`);
      if (Date.now() > deadline) throw new Failure(`${seconds} s and the hand is not over`);
    }
  }

  async close() {
    const python = await this.errors().catch(() => []);
    for (const error of python) this.report.python_errors.push(`${this.scenario}: ${error}`);
    await this.context.close();
  }
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--enable-unsafe-swiftshader",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
         "--autoplay-policy=no-user-gesture-required", "--enable-precise-memory-info", "--js-flags=--expose-gc",
         "--disable-background-timer-throttling", "--disable-renderer-backgrounding"],
  protocolTimeout: 600000,
});
const report = { scenarios: [] };
for (const name of names.split(",")) {
  const scenario = SCENARIOS[name];
  const result = { name, ok: false, failures: [], frames: {}, timings: {}, notes: {}, shots: [],
                   console_errors: [], python_errors: [], seconds: 0 };
  const started = Date.now();
  const games = [];
  const openGame = async (options) => {
    const game = new Game(browser, name, result);
    games.push(game);
    return game.open(options);
  };
  try {
    if (!scenario) throw new Failure(`no scenario called ${name}`);
    await scenario({ openGame, result, say: (line) => say(`${name}: ${line}`) });
    result.ok = true;
  } catch (error) {
    result.failures.push(error instanceof Failure ? error.message : String(error && error.stack || error));
    for (const game of games) await game.shot("failed").catch(() => {});
  }
  for (const game of games) await game.close().catch(() => {});
  result.ok = result.ok && !result.console_errors.length && !result.python_errors.length;
  result.seconds = Math.round((Date.now() - started) / 1000);
  report.scenarios.push(result);
  say(`${name}: ${result.ok ? "passed" : "FAILED " + result.failures.join("; ")} in ${result.seconds} s`);
}
await browser.close();
report.log = lines;
fs.writeFileSync(path.join(out, "report.json"), JSON.stringify(report, null, 1));
