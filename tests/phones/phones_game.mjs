// Plays phone seats of a real game to its end, each in its own headless Chromium page, by
// tapping the page as a person would. Started by the end-to-end tests (test_phones_game.c,
// test_phones_rules_game.c) with the seats' links:
//     node phones_game.mjs [--timeout SECONDS] [--shots DIR] URL...
// Each phone builds the longest siteswap its hand allows (checked by the game's own check),
// performs it on screen and lays it down after the cycles; the other phones know it (this
// script plays them all) and buzz in with it, then exchange. Prints one line per move made and
// "phones: game over" at the end; the loop, the exit code and the rest are game_harness.mjs's.
import { log, runGame, shot, tapUntil } from './game_harness.mjs';

const STYLES = [];
for (const hand of ['right', 'left'])
  for (const prop of ['balls', 'clubs', 'rings']) STYLES.push({ prop, hand, move: 'normal' });

const known = new Map();     // performer seat -> the pattern it performs (all phones are ours)

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

async function check(page, line) {
  return page.evaluate((l) => fetch('check', { method: 'POST', body: l }).then((r) => r.json()), line);
}

// One phone's turn: the first candidate and style the game accepts, tapped in, performed.
async function takeTurn(seat, page, v) {
  const min = v.options && v.options.advanced ? 2 : 3;
  for (const c of candidates(v.hand, v.values, min).slice(0, 30)) {
    for (const st of STYLES) {
      const line = 'build ' + v.seat + ' ' + c.cards.join(' ') + ' style ' + st.prop + ' ' + st.hand + ' ' + st.move + ' screen';
      const a = await check(page, line);
      if (!a.ok) continue;
      // From an empty pattern, as a person would after a refused try; lost taps are tapped again.
      if (await page.$('#act-clear')) await page.click('#act-clear');
      const inPattern = () => page.$$eval('#pattern .card', (cs) => cs.map((x) => x.dataset.card));
      await tapUntil(async () => (await inPattern()).join(' ') === c.cards.join(' '), async () => {
        if ((await inPattern()).length && (await page.$('#act-clear'))) await page.click('#act-clear');
        for (const card of c.cards) await page.click('#hand .card[data-card="' + card + '"]');
      });
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

async function step(seat, page, v, state) {
  const guessed = state.guessed;
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

await runGame({
  name: 'siteswap',
  script: 'phones_game.mjs',
  step,
  // One guess per performance: forgotten once it is over.
  look: (page, v, state) => {
    if (!state.guessed || v.phase !== 'perform') state.guessed = new Set();
  },
});
