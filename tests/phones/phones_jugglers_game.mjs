// Plays the phone seats of a real Jugglers game to its end, each in its own headless Chromium
// page, by tapping the page as a person would. Started by the end-to-end test
// (test_phones_jugglers_game.c) with the seats' links:
//     node phones_jugglers_game.mjs [--timeout SECONDS] [--shots DIR] URL...
// A chairman's phone includes secret influences in turn (none, one, ...); a phone on turn picks
// a hand card (or, now and then and always for a dummy, the deck's top card), waits for the
// game's check to mark the columns it may go on, and taps one. Prints one line per move made
// and "phones: game over" at the end; exit 0 when every page saw the game end, 1 otherwise, 77
// when Chromium or playwright-core is missing.
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
  console.error('usage: node phones_jugglers_game.mjs [--timeout S] [--shots DIR] URL...');
  process.exit(2);
}

const log = (...m) => console.log('phones:', ...m);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const shotsTaken = new Set();
const DRAFTS = ['left', 'joker', 'right'];
export const moves = { secrets: 0, hand: 0, deck: 0, dummy: 0 };

async function view(page) {
  return page.evaluate(() => fetch('view', { cache: 'no-store' })
    .then((r) => (r.ok ? r.json() : null)).catch(() => null));
}

async function shot(page, name) {
  if (!shots || shotsTaken.has(name)) return;
  shotsTaken.add(name);
  fs.mkdirSync(shots, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, name + '.png'), fullPage: false, timeout: 30000 }).catch((e) => log('no screenshot ' + name + ': ' + e.message.split('\n')[0]));
}

async function step(seat, page, v, n) {
  if (!v.your_decision) return;
  if (v.phase === 'secrets') {
    const k = n % (v.secrets_max + 1);
    await shot(page, 'jugglers-secrets');
    await page.click('#act-secrets-' + k);
    moves.secrets++;
    log('seat ' + v.seat + ' includes ' + k + ' secret influence(s)');
    return;
  }
  if (v.phase !== 'play') return;
  const dummy = v.plays_for !== v.seat;
  const hand = v.hand || [];
  const fromDeck = dummy || !hand.length || n % 5 === 4;
  const pick = fromDeck ? 'deck' : hand[n % hand.length];
  // The page picks a card for us already; tap ours unless it is picked.
  const id = pick === 'deck' ? '#pick-deck' : '#pick-' + pick;
  if (!(await page.$eval(id, (e) => e.classList.contains('chosen')).catch(() => false))) await page.click(id);
  await page.waitForSelector('button.column.legal', { timeout: 5000 });
  const legal = await page.$$eval('button.column.legal', (bs) => bs.map((b) => b.dataset.draft));
  const draft = legal.includes(DRAFTS[n % 3]) ? DRAFTS[n % 3] : legal[0];
  await shot(page, dummy ? 'jugglers-dummy' : 'jugglers-play');
  await page.click('#play-' + draft);
  if (dummy) moves.dummy++;
  else if (pick === 'deck') moves.deck++;
  else moves.hand++;
  log('seat ' + v.seat + (dummy ? ' plays for seat ' + v.plays_for + ':' : ' plays') + ' ' + pick + ' on ' + draft);
}

async function play(seat, page, deadline) {
  let lastVersion = -1;
  let same = 0;
  let lastError = '';
  let n = seat;
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
    if (v.game !== 'jugglers') throw new Error('seat ' + seat + ': not a Jugglers view');
    const error = await page.$eval('#error', (e) => (e.hidden ? '' : e.textContent)).catch(() => '');
    if (error && error !== lastError) log('seat ' + v.seat + ' was told: ' + error);
    lastError = error;
    if (v.phase === 'over') {
      await page.waitForSelector('body[data-phase="over"]', { timeout: 10000 });
      await shot(page, 'jugglers-over');
      log('seat ' + v.seat + ' sees the end');
      return;
    }
    if (v.result) await shot(page, 'jugglers-round-end');
    if (v.version !== lastVersion || ++same > 25) {
      lastVersion = v.version;
      same = 0;
      await page.waitForFunction((ver) => Number(document.body.dataset.version) >= ver, v.version, { timeout: 10000 }).catch(() => {});
      try {
        await step(seat, page, v, n++);
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
    page.setDefaultTimeout(5000);
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
  log('moves: ' + JSON.stringify(moves));
  if (ok) log('game over');
} finally {
  await browser.close();
}
process.exit(ok ? 0 : 1);
