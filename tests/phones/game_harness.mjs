// What the whole-game phone drivers share (phones_game.mjs for the siteswap game,
// phones_jugglers_game.mjs for Jugglers): the command line, a headless Chromium page for each
// seat's link, the loop that reads each seat's view and acts on it once per version, taps that
// are tapped again when a loaded machine lost them, screenshots for people, and the verdict
// (every page saw the end, no page error, no CSP violation). A game gives its step; the rest is
// here. Exit 0 when every page saw the game end, 1 otherwise, 77 when Chromium or
// playwright-core is missing.
import { launch, phone } from './browser.mjs';
import fs from 'node:fs';
import path from 'node:path';

export const log = (...m) => console.log('phones:', ...m);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// node SCRIPT [--timeout SECONDS] [--shots DIR] URL...
function parseArgs(script) {
  const args = process.argv.slice(2);
  const out = { timeout: 600, shots: null, urls: [] };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--timeout') out.timeout = Number(args[++i]);
    else if (args[i] === '--shots') out.shots = args[++i];
    else out.urls.push(args[i]);
  }
  if (!out.urls.length) {
    console.error('usage: node ' + script + ' [--timeout S] [--shots DIR] URL...');
    process.exit(2);
  }
  return out;
}

// The seat's view, or null when the server does not give it (it stops listening at the end).
export async function view(page) {
  return page.evaluate(() => fetch('view', { cache: 'no-store' })
    .then((r) => (r.ok ? r.json() : null)).catch(() => null));
}

// Taps (tap()) until taken() says the tap took, at most tries times: a tap lost on a loaded
// machine (the page redrawn under the finger) is tapped again. Returns taken() at the end.
export async function tapUntil(taken, tap, tries = 3) {
  for (let i = 0; i < tries; i++) {
    if (await taken()) return true;
    await tap();
  }
  return taken();
}

let shotsDir = null;
const shotsTaken = new Set();

// A screenshot named name (once) into --shots DIR, for people to look at; settle: ms to wait
// for the page to finish drawing first.
export async function shot(page, name, settle = 0) {
  if (!shotsDir || shotsTaken.has(name)) return;
  shotsTaken.add(name);
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  if (settle) await page.waitForTimeout(settle);
  await page.screenshot({ path: path.join(shotsDir, name + '.png'), fullPage: false, timeout: 30000 }).catch((e) => log('no screenshot ' + name + ': ' + e.message.split('\n')[0]));
}

// One seat's page until it sees the end. game.step(seat, page, v, state) acts on a view (once a
// version, or again now and then in case a move was refused); game.look(page, v, state), when
// given, sees every view first; game.over(page, v) runs when the end shows.
async function play(game, seat, page, deadline) {
  const state = { n: seat };
  let lastVersion = -1;
  let same = 0;
  let lastError = '';
  for (;;) {
    if (Date.now() > deadline) throw new Error('seat ' + seat + ': the game did not end in time');
    const v = await view(page);
    if (!v) {
      // No answer: the game may have ended and closed its server after pushing the end.
      if ((await page.getAttribute('body', 'data-phase')) === 'over') {
        log('seat ' + seat + ' saw the end before the server stopped');
        return;
      }
      await sleep(200);
      continue;
    }
    if (v.game !== game.name) throw new Error('seat ' + seat + ': not a ' + game.name + ' view');
    // A move the game refused: the page says why; so does this log.
    const error = await page.$eval('#error', (e) => (e.hidden ? '' : e.textContent)).catch(() => '');
    if (error && error !== lastError) log('seat ' + v.seat + ' was told: ' + error);
    lastError = error;
    if (v.phase === 'over') {
      await page.waitForSelector('body[data-phase="over"]', { timeout: 10000 });
      if (game.over) await game.over(page, v);
      log('seat ' + v.seat + ' sees the end' + (v.end ? ': ' + v.end : ''));
      return;
    }
    if (game.look) await game.look(page, v, state);
    if (v.version !== lastVersion || ++same > 25) {
      lastVersion = v.version;
      same = 0;
      // The page shows this view or a newer one (views come fast during a performance).
      await page.waitForFunction((ver) => Number(document.body.dataset.version) >= ver, v.version, { timeout: 10000 }).catch(() => {});
      try {
        await game.step(seat, page, v, state);
      } catch (e) {
        log('seat ' + v.seat + ': ' + String(e.message || e).split('\n')[0]);
      }
      state.n++;
    }
    await sleep(150);
  }
}

// Plays every link's seat to the end and exits. game: { name (the views' "game"), script (for
// the usage line), step, look?, over?, summary? (a last line of figures) }.
export async function runGame(game) {
  const { timeout, shots, urls } = parseArgs(game.script);
  shotsDir = shots;
  const browser = await launch();
  let ok = true;
  try {
    const pages = [];
    for (const url of urls) {
      const page = await phone(browser);
      page.setDefaultTimeout(5000); // a button gone by the time it is tapped: look again soon
      await page.goto(url);
      pages.push(page);
    }
    const deadline = Date.now() + timeout * 1000;
    const results = await Promise.allSettled(pages.map((p, i) => play(game, i + 1, p, deadline)));
    for (const r of results) {
      if (r.status === 'rejected') {
        ok = false;
        log('FAIL ' + (r.reason && r.reason.message ? r.reason.message : r.reason));
      }
    }
    for (const p of pages) {
      if (p.pageErrors.length) {
        ok = false;
        log('FAIL page errors: ' + p.pageErrors.join('; '));
      }
      const csp = await p.evaluate(() => window.__csp);
      if (csp.length) {
        ok = false;
        log('FAIL CSP violations: ' + csp.join('; '));
      }
    }
    if (game.summary) log(game.summary());
    if (ok) log('game over');
  } finally {
    await browser.close();
  }
  process.exit(ok ? 0 : 1);
}
