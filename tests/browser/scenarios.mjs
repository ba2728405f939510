// What the browser check plays, scenario by scenario.  Each opens the game in a page of its own (openGame), plays
// as a player would, takes screenshots, and files the frame work of each stretch under a name of the report
// (result.frames[stretch] = {label: {frames, p50, p95, max, over_16, over_50}}); tests/browser checks the budgets.
import { expect, sleep } from "./common.mjs";

const NOTHING_KEPT = "This browser lets the game keep nothing";

async function untilLabelIsNot(game, label, seconds) {
  await game.until(async () => (await game.state()).label !== label, seconds, `the end of "${label}"`);
}

async function untilSituation(game, wanted, seconds = 180) {
  await game.until(async () => (await game.state()).situation === wanted, seconds, `the situation "${wanted}"`);
}

// From the start screen: New game (Enter's button), the deal watched to its end.
async function newGame(game, stretch = null) {
  await game.buttonByKey("return");
  await game.untilScene("TableScene", 30);
  const dealt = await game.mark();
  await game.until(async () => (await game.state()).label === "deal", 10, "the deal");
  await untilLabelIsNot(game, "deal", 60);
  if (stretch) await game.frameWork(dealt, stretch);
}

// A key that opens a screen, a look at it, and Escape back to where it was.
async function visit(game, key, scene, name, { read = 0, stretch = null, keys = [] } = {}) {
  const back = (await game.state()).scenes.at(-1);
  await game.key(key);
  await game.untilScene(scene, 20);
  const since = await game.mark();
  for (const k of keys) await game.key(k);
  if (read) await sleep(read * 1000);
  if (stretch) await game.frameWork(since, stretch);
  await game.shot(name);
  await game.key("Escape");
  await game.untilScene(back, 20);
}

export const SCENARIOS = {
  // The start screen by keys and by clicks; its rules; a new game dealt.
  async start({ openGame, result }) {
    const game = await openGame();
    Object.assign(result.timings, await game.timings());
    const since = await game.mark();
    await game.shot("start");
    let chosen = (await game.state()).chosen;
    await game.key("ArrowDown");   // on the welcome the first arrow opens the whole panel, the keys on the Game row
    await game.key("ArrowRight");  // the next game
    const moved = (await game.state()).chosen;
    expect(moved.preset !== chosen.preset, `→ on the Game row left the game at ${moved.preset}`);
    await game.key("ArrowLeft");
    expect((await game.state()).chosen.preset === chosen.preset, "← did not go back to the first game");
    await game.choice("preset", "classic-2p");
    await game.choice("level", "master");
    chosen = (await game.state()).chosen;
    expect(chosen.preset === "classic-2p" && chosen.level === "master", `clicks chose ${JSON.stringify(chosen)}`);
    await game.shot("chosen");
    for (const [x, y] of [[300, 200], [700, 400], [1000, 600], [640, 650]]) {  // the pointer over the rows
      await game.page.mouse.move(x, y, { steps: 6 });
    }
    await sleep(2000);
    await game.choice("preset", "classic-4p");
    await game.frameWork(since, "start screen");
    await visit(game, "F1", "RulesScene", "rules", { read: 2, stretch: "rules screen",
                                                    keys: ["PageDown", "PageDown", "ArrowDown", "End", "Home"] });
    await newGame(game, "deal");
    await game.shot("dealt");
  },

  // A whole hand of classic-4p against the master by clicks and drags, with Hint, Undo, the menu, Settings, the
  // rules, the log, and the score sheet read.
  async hand({ openGame, result }) {
    const game = await openGame();
    await game.py("play", "classic-4p", "master");
    await newGame(game, "deal");
    const table = await game.mark();
    await untilSituation(game, "move");
    await game.key("h");
    const hinted = await game.state();
    expect(hinted.toast, "Hint said nothing");
    await game.shot("hint");
    if ((await game.state()).selected) await game.key("Escape");  // let go of the hint's cards
    // one turn (the last card discarded by a drag), then the others' until it is the player's again
    await game.playHand({ stopWhen: async (gestures) => {
      const now = await game.state();
      return gestures > 0 && now.to_act !== now.seat;
    } });
    await untilSituation(game, "move");
    const before = (await game.state()).moves;
    await game.key("u");  // before drawing: the last turn, played on by the next seat, is final (issue 47)
    const after = await game.state();
    expect(after.moves === before, `Undo before drawing took back ${before - after.moves} moves`);
    expect(/already played on your discard/.test(after.toast), `Undo before drawing said ${after.toast}`);
    await game.shot("undone");
    await visit(game, "Escape", "TableMenu", "menu");
    await game.key("Escape");
    await game.untilScene("TableMenu", 20);
    await game.button((await game.py("button_labels")).find((label) => /Settings/.test(label)));
    await game.untilScene("SettingsDialog", 20);
    await game.shot("settings");
    await game.key("Escape");
    await game.untilScene("TableMenu", 20);
    await game.key("Escape");
    await game.untilScene("TableScene", 20);
    await visit(game, "l", "LogScene", "log");
    await visit(game, "F1", "RulesScene", "rules-of-the-game");
    const ended = await game.playHand();
    expect(ended === "score", `the hand ended on ${ended}`);
    await game.frameWork(table, "table, classic-4p, master");
    const sheet = await game.mark();
    await sleep(3000);
    await game.frameWork(sheet, "score sheet");
    await game.shot("score-sheet");
  },

  // The Games screen with a finished game, and its replay stepped through.
  async replay({ openGame }) {
    const game = await openGame();
    const kept = await game.frame.evaluate(async () => (await fetch("kept.json")).json());
    await game.frame.evaluate((item) => localStorage.setItem(item.key, item.text), kept);
    await game.reload();
    await game.key("g");
    await game.untilScene("GamesScene", 20);
    await game.shot("games");
    await game.key("Enter");
    await game.untilScene("ReplayScene", 30);
    await game.shot("replay-start");
    for (let step = 0; step < 12; step++) await game.key("ArrowRight");
    await game.key("o");  // every hand open
    await game.shot("replay-moved");
    await game.key("Escape");
    await game.untilScene("GamesScene", 20);
    await game.key("Escape");
    await game.untilScene("StartScene", 20);
  },

  // Two people at one table (South and North) against two computer players: the screen passed between them.
  async people({ openGame, result }) {
    const game = await openGame();
    await game.py("play", "classic-4p", "normal", null, ["person", "normal", "person", "normal"]);
    await game.buttonByKey("return");
    await game.untilScene("PassScreen", 30);
    await game.shot("passed");
    let passes = 0;
    let last = "";
    await game.playHand({ stopWhen: async () => {
      const situation = (await game.state()).situation;
      if (situation === "pass" && last !== "pass") passes += 1;
      last = situation;
      return passes >= 3;
    } });
    await game.shot("passed-again");
    result.notes.passes = passes;
    expect(passes >= 3, `the screen was passed ${passes} times`);
  },

  // Memory over long play: the wasm heap, the JS heap and Python's objects after one whole game and after five
  // in a row (Classic for two to 1500 at the fast pace, each played to its winner and back to the start screen).
  async memory({ openGame, result }) {
    const game = await openGame();
    await game.py("look", "speed", "fast");
    const heaps = [];
    for (let played = 1; played <= 5; played++) {
      await game.py("play", "classic-2p", "expert", 1500);
      await newGame(game);
      for (;;) {
        const ended = await game.playHand();
        expect(ended === "score", `game ${played} ended on ${ended}`);
        if ((await game.state()).over) break;
        await game.key("Enter");  // Next hand
        await untilLabelIsNot(game, "ScoreSheet", 20);
      }
      await game.until(async () => {  // the winner named (any key), then the last sheet's Main menu (Esc: its
        const top = (await game.state()).scenes.at(-1);  // Enter deals a new game)
        if (top === "WinCelebration") await game.key("Enter");
        else if (top === "ScoreSheet") await game.key("Escape");
        return top === "StartScene";
      }, 60, "the start screen after the game");
      await sleep(1000);  // the start screen standing still, where the collector sweeps the game let go
      heaps.push(await game.heap());
      result.notes.heaps = heaps;
    }
    const [first, last] = [heaps[0], heaps.at(-1)];
    // What the game holds (malloc's heap in use) and the JS heap: within 10%.  The wasm memory reserved is the
    // high-water mark of the heap with its fragments (WebAssembly gives none back) and grows in steps of a fifth:
    // one step at most.  Python's objects are reported, not held: the engine's move memo fills towards its bound
    // (50,000 entries per rule set) over many games, and its bytes are in wasm_in_use.
    for (const kind of ["wasm_in_use", "js"]) {
      expect(last[kind] <= first[kind] * 1.1, `${kind} grew from ${first[kind]} after one game to ${last[kind]} after five`);
    }
    expect(last.wasm <= first.wasm * 1.21, `the wasm memory reserved grew from ${first.wasm} after one game to ${last.wasm} after five: more than one step`);
  },

  // What each part of the table's picture costs to draw in the page (a measure, not a check: run it by name).
  async parts({ openGame, result }) {
    const game = await openGame();
    await game.py("play", "classic-4p", "master");
    await newGame(game);
    await sleep(8000);  // the computer players' turns: melds on the table
    result.notes.parts = await game.py("draw_parts", 60);
  },

  // Where a score sheet's frames go (a profile, not a check: run it by name).
  async profile({ openGame, result }) {
    const game = await openGame();
    await game.py("profile_start");
    for (const [x, y] of [[300, 200], [700, 400], [1000, 600], [640, 650], [300, 200], [700, 400]]) {
      await game.page.mouse.move(x, y, { steps: 10 });
    }
    result.notes.start = await game.py("profile_stop");
    await game.py("play", "classic-2p", "expert");
    await newGame(game);
    await game.py("profile_start");
    await sleep(3000);
    result.notes.table = await game.py("profile_stop");
    expect((await game.playHand()) === "score", "the hand did not end");
    const sheet = await game.mark();
    await game.py("profile_start");
    await sleep(3000);
    result.notes.sheet = await game.py("profile_stop");
    await game.frameWork(sheet, "score sheet");
  },

  // Modern American against the master: a few rounds while it thinks.
  async mac({ openGame }) {
    const game = await openGame();
    await game.py("play", "modern-american", "master");
    await newGame(game, "deal");
    const table = await game.mark();
    let turns = 0;  // the others' turns seen: the master thinks in them (ten gestures may all be the player's)
    let theirs = false;
    await game.playHand({ stopWhen: async (gestures) => {
      const now = await game.state();
      if (now.to_act !== now.seat && !theirs) turns += 1;
      theirs = now.to_act !== now.seat;
      return gestures >= 10 && turns >= 3;
    } });
    await untilSituation(game, "move");
    await game.frameWork(table, "table, modern-american, master");
    await game.shot("table");
  },

  // A few turns of every game the start screen offers.
  async presets({ openGame, result }) {
    const game = await openGame();
    const names = await game.py("presets");
    for (const name of names) {
      await game.frame.evaluate(() => localStorage.clear());
      await game.reload();
      await game.py("play", name, "expert");
      await newGame(game);
      await game.playHand({ stopWhen: async (gestures) => gestures >= 4 });
      await untilSituation(game, "move");
      const state = await game.state();
      expect(state.preset === name && state.moves > 0, `${name}: ${JSON.stringify(state)}`);
      await game.shot(name);
    }
    result.notes.presets = names.length;
  },

  // The game saved in localStorage is there after a reload, at the same move.
  async storage({ openGame }) {
    const game = await openGame();
    await game.py("play", "classic-2p", "expert");
    await newGame(game);
    await game.playHand({ stopWhen: async (gestures) => gestures >= 4 });
    await untilSituation(game, "move");
    const saved = await game.state();
    expect(saved.storage === "BrowserBackend", `the game keeps its records in ${saved.storage}`);
    await game.reload();
    await game.shot("after-reload");
    const labels = await game.py("button_labels");
    expect(labels.includes("Continue"), `after a reload the start screen offers ${labels}`);
    await game.button("Continue");
    await game.untilScene("TableScene", 30);
    await untilSituation(game, "move");
    const resumed = await game.state();
    expect(resumed.moves === saved.moves && resumed.hand === saved.hand,
           `resumed at move ${resumed.moves} of hand ${resumed.hand}, saved at ${saved.moves} of ${saved.hand}`);
    await game.shot("resumed");
  },

  // In a frame whose storage the browser refuses: the game starts, says so, and plays.
  async sandboxed({ openGame }) {
    const game = await openGame({ frame: true });
    const state = await game.state();
    expect(state.storage === "MemoryBackend", `a refused storage gave ${state.storage}`);
    expect(String(state.storage_notice).startsWith(NOTHING_KEPT), `the notice was ${state.storage_notice}`);
    await game.shot("notice");
    await newGame(game);
    await game.playHand({ stopWhen: async (gestures) => gestures >= 4 });
    await game.shot("playing");
  },

  // German and Dutch chosen from the browser's language.
  async languages({ openGame, result }) {
    for (const [tag, code] of [["de-DE", "de"], ["nl-NL", "nl"]]) {
      const game = await openGame({ language: tag });
      const state = await game.state();
      expect(state.language === code, `navigator.language ${tag} gave the game ${state.language}`);
      await game.shot(`start-${code}`);
      await newGame(game);
      await untilSituation(game, "move");
      await game.shot(`table-${code}`);
      result.notes[code] = (await game.py("button_labels")).join(" | ");
      await game.close();
    }
  },

  // A phone held sideways (844 x 390 at device pixel ratio 3): a hand by taps and drags alone.
  async touch({ openGame }) {
    const game = await openGame({ width: 844, height: 390, scale: 3, touch: true });
    await game.shot("start");
    await game.py("play", "classic-2p", "expert");
    await newGame(game);
    await game.shot("table");
    const ended = await game.playHand();
    expect(ended === "score", `the hand ended on ${ended}`);
    await game.shot("score-sheet");
  },

  // A phone held upright (390 x 844 CSS px at device pixel ratio 3, touch emulated, no mouse, no keys): the game
  // started from the welcome by a tap on its big button, a whole hand by taps alone (a card, then the pile; the
  // stock; Meld, End turn...), every tap aimed where the game itself says the thing is (the probe reads the
  // scene's rects through the game's canvas), so it plays whatever the layout: the 1280 x 720 design fitted
  // into the window, or a table laid out for portrait.  Then the score sheet's way on, by a tap.
  async phone({ openGame, result }) {
    const game = await openGame({ width: 390, height: 844, scale: 3, touch: true });
    const welcome = await game.state();
    const canvas = await game.frame.evaluate(() => {
      const c = document.getElementById("canvas");
      const r = c.getBoundingClientRect();
      return { pixels: [c.width, c.height], css: [Math.round(r.width), Math.round(r.height)],
               dpr: devicePixelRatio, touch: navigator.maxTouchPoints, coarse: matchMedia("(pointer: coarse)").matches };
    });
    result.notes.phone = { canvas, window: welcome.window, frame: welcome.frame, shape: welcome.shape };
    expect(canvas.dpr === 3 && canvas.touch > 0, `the page is not a phone's: ${JSON.stringify(canvas)}`);
    expect(canvas.css[0] <= 390 && canvas.css[1] <= 844 && Math.min(390 - canvas.css[0], 844 - canvas.css[1]) <= 1,
           `the canvas does not fit the phone's screen: ${JSON.stringify(canvas)}`);  // all of it seen, touching two sides
    const labels = await game.py("button_labels");
    const play = labels.find((label) => label.startsWith("Play "));
    expect(welcome.scenes.at(-1) === "StartScene" && play, `the welcome offers ${labels}`);
    const still = await game.mark();
    await sleep(1000);
    await game.frameWork(still, "welcome, phone");
    await game.shot("welcome");
    await game.button(play);  // a tap: the game the welcome offers (Classic for four against Normal players)
    await game.untilScene("TableScene", 30);
    const dealt = await game.mark();
    await game.until(async () => (await game.state()).label === "deal", 10, "the deal");
    await untilLabelIsNot(game, "deal", 60);
    await game.frameWork(dealt, "deal, phone");
    const table = await game.mark();
    let midHand = false;
    let taps = 0;
    const ended = await game.playHand({ drags: false, keys: false, stopWhen: async (gestures) => {
      taps = gestures;
      if (!midHand && gestures >= 16 && (await game.state()).situation === "move") {
        await game.shot("table-mid-hand");
        midHand = true;
      }
      return false;
    } });
    expect(ended === "score", `the hand ended on ${ended}`);
    expect(midHand, "the hand ended before the table was shot mid-hand");
    await game.frameWork(table, "table, phone");
    const sheet = await game.mark();
    await sleep(3000);
    await game.frameWork(sheet, "score sheet, phone");
    await game.shot("score-sheet");
    result.notes.taps = taps;
    await game.buttonByKey("return");  // the sheet's way on, Next hand, by a tap
    await game.until(async () => (await game.state()).scenes.at(-1) === "TableScene", 20, "the sheet left by a tap");
  },

  // The mixer opens and every sound loads and plays, once the player has clicked.
  async sound({ openGame, result }) {
    const game = await openGame();
    await game.press([640, 60]);  // a first click, on the title
    const audio = await game.page.evaluate(() => {
      const sdl = window.pyodide && window.pyodide._module.SDL2;
      return sdl && sdl.audioContext ? sdl.audioContext.state : "none";
    });
    const sound = await game.py("sound");
    result.notes.sound = { ...sound, audio_context: audio };
    expect(sound.mixer, "the mixer is not open");
    expect(sound.loaded.length >= Object.keys(sound.played).length, `loaded only ${sound.loaded}`);
    const silent = Object.entries(sound.played).filter(([, how]) => how !== "playing");
    expect(!silent.length, `sounds that did not play: ${JSON.stringify(silent)}`);
  },
};
