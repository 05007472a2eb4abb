// Plays phone seats of a real game to its end, each in its own headless Chromium page, by
// tapping the page as a person would. Started by the end-to-end test (test_phones_game.c) with
// the seats' links:  node phones_game.mjs [--timeout SECONDS] [--shots DIR] URL...
// Each phone builds the longest siteswap its hand allows (checked by the game's own check),
// performs it on screen and lays it down after the cycles; the other phones know it (this
// script plays them all) and buzz in with it, then exchange. Prints one line per move made and
// "phones: game over" at the end; exit 0 when every page saw the game end, 1 otherwise, 77 when
// Chromium or playwright-core is missing.
import { launch, phone } from './browser.mjs';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
let timeout = 600;
let shots = null;
const urls = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--timeout') timeout = Number(args[++i]);
  else if (args[i] === '--shots') shots = args[++i];
  else urls.push(args[i]);
}
if (!urls.length) {
  console.error('usage: node phones_game.mjs [--timeout S] [--shots DIR] URL...');
  process.exit(2);
}

const STYLES = [];
for (const hand of ['right', 'left'])
  for (const prop of ['balls', 'clubs', 'rings']) STYLES.push({ prop, hand, move: 'normal' });

const log = (...m) => console.log('phones:', ...m);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const known = new Map();     // performer seat -> the pattern it performs (all phones are ours)
const shotsTaken = new Set();

function throwText(v) {
  return v >= 10 ? String.fromCharCode(87 + v) : String(v);
}

// Vanilla siteswap: every throw lands on its own beat; and at least two different values (S8).
function legal(values) {
  const n = values.length;
  const lands = new Set(values.map((v, i) => (i + v) % n));
  return lands.size === n && new Set(values).size > 1;
}

// Every legal ordering of 2..5 hand cards, longest first (a longer one empties the hand sooner).
function candidates(hand, values, min) {
  const out = [];
  const idx = hand.map((_, i) => i);
  const pick = (seq, used) => {
    if (seq.length >= min && legal(seq.map((i) => values[i]))) out.push(seq.slice());
    if (seq.length === 5 || out.length > 400) return;
    for (const i of idx) {
      if (used.has(i)) continue;
      used.add(i);
      seq.push(i);
      pick(seq, used);
      seq.pop();
      used.delete(i);
    }
  };
  pick([], new Set());
  out.sort((a, b) => b.length - a.length);
  return out.map((seq) => ({ cards: seq.map((i) => hand[i]), pattern: seq.map((i) => throwText(values[i])).join('') }));
}

// The seat's view, or null when the server does not give it (it stops listening at the end).
async function view(page) {
  return page.evaluate(() => fetch('view', { cache: 'no-store' })
    .then((r) => (r.ok ? r.json() : null)).catch(() => null));
}

async function check(page, line) {
  return page.evaluate((l) => fetch('check', { method: 'POST', body: l }).then((r) => r.json()), line);
}

async function shot(page, name) {
  if (!shots || shotsTaken.has(name)) return;
  shotsTaken.add(name);
  fs.mkdirSync(shots, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, name + '.png'), fullPage: false, timeout: 30000 }).catch((e) => log('no screenshot ' + name + ': ' + e.message.split('\n')[0]));
}

// One phone's turn: the first candidate and style the game accepts, tapped in, performed.
async function takeTurn(seat, page, v) {
  const min = v.options && v.options.advanced ? 2 : 3;
  for (const c of candidates(v.hand, v.values, min).slice(0, 30)) {
    for (const st of STYLES) {
      const line = 'build ' + v.seat + ' ' + c.cards.join(' ') + ' style ' + st.prop + ' ' + st.hand + ' ' + st.move + ' screen';
      const a = await check(page, line);
      if (!a.ok) continue;
      // From an empty pattern, as a person would after a refused try; a tap lost on a loaded
      // machine (the page redrawn under the finger) is tapped again.
      if (await page.$('#act-clear')) await page.click('#act-clear');
      for (let tries = 0; tries < 3; tries++) {
        const inPattern = await page.$$eval('#pattern .card', (cs) => cs.map((x) => x.dataset.card));
        if (inPattern.join(' ') === c.cards.join(' ')) break;
        if (inPattern.length && (await page.$('#act-clear'))) await page.click('#act-clear');
        for (const card of c.cards) await page.click('#hand .card[data-card="' + card + '"]');
      }
      await page.click('#seg-prop-' + st.prop);
      await page.click('#seg-hand-' + st.hand);
      await page.click('#seg-where-screen');
      await page.waitForSelector('#verdict[data-ok="1"]', { timeout: 5000 }).catch(() => {});
      await shot(page, 'building');
      known.set(v.seat, c.pattern);
      await page.click('#act-perform');
      log('seat ' + v.seat + ' builds ' + c.pattern + ' (' + c.cards.join(' ') + ') in ' + st.prop + ', ' + st.hand + ' hand');
      return;
    }
  }
  await page.click('#act-skip');
  log('seat ' + v.seat + ' skips');
}

async function step(seat, page, v, guessed) {
  const perf = v.performance;
  if (v.phase === 'turn' && v.your_turn) return takeTurn(seat, page, v);
  if (v.phase === 'perform' && perf && perf.you_may_guess && known.has(perf.performer)) {
    // One guess per performance: the performer and its pattern name it.
    const key = perf.performer + '@' + known.get(perf.performer);
    if (guessed.has(key)) return;
    guessed.add(key);
    await page.click('#act-buzz');
    await page.fill('#guess-text', known.get(perf.performer));
    await shot(page, 'guessing');
    await page.click('#guess-send');
    log('seat ' + v.seat + ' guesses ' + known.get(perf.performer));
    return;
  }
  if (v.phase === 'perform' && perf && perf.you_perform && perf.on_screen && perf.recognised_by === 0 &&
      perf.cycles >= perf.cycles_to_lay_down) {
    await page.click('#act-laydown');
    log('seat ' + v.seat + ' lays it down after ' + perf.cycles + ' cycles');
    return;
  }
  if (v.phase === 'exchange' && v.exchange && v.exchange.seat === v.seat) {
    if (!v.exchange.taken) {
      await shot(page, 'exchange');
      if (v.pickup > 0) {
        await page.click('#act-take-pickup');
        log('seat ' + v.seat + ' takes from the pick-up pile');
      } else {
        await page.click('#act-decline');
        log('seat ' + v.seat + ' declines the exchange');
      }
    } else {
      const card = v.hand[v.hand.length - 1];
      await page.click('#hand .card[data-card="' + card + '"]');
      await page.click('#act-discard');
      log('seat ' + v.seat + ' discards ' + card);
    }
  }
}

async function play(seat, page, deadline) {
  const guessed = new Set();
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
    // A move the game refused: the page says why; so does this log.
    const error = await page.$eval('#error', (e) => (e.hidden ? '' : e.textContent)).catch(() => '');
    if (error && error !== lastError) log('seat ' + v.seat + ' was told: ' + error);
    lastError = error;
    if (v.phase !== 'perform') guessed.clear();
    if (v.phase === 'over') {
      await page.waitForSelector('body[data-phase="over"]', { timeout: 10000 });
      log('seat ' + v.seat + ' sees the end: ' + (v.end || ''));
      return;
    }
    // Act on a view once; look again when it changes (or now and then, in case a move was refused).
    if (v.version !== lastVersion || ++same > 25) {
      lastVersion = v.version;
      same = 0;
      // The page shows this view or a newer one (views come fast during a performance).
      await page.waitForFunction((ver) => Number(document.body.dataset.version) >= ver, v.version, { timeout: 10000 }).catch(() => {});
      try {
        await step(seat, page, v, guessed);
      } catch (e) {
        log('seat ' + v.seat + ': ' + String(e.message || e).split('\n')[0]);
      }
    }
    await sleep(150);
  }
}

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
  const results = await Promise.allSettled(pages.map((p, i) => play(i + 1, p, deadline)));
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
  if (ok) log('game over');
} finally {
  await browser.close();
}
process.exit(ok ? 0 : 1);
