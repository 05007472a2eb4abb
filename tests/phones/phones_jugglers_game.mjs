// Plays the phone seats of a real Jugglers game to its end, each in its own headless Chromium
// page, by tapping the page as a person would. Started by the end-to-end test
// (test_phones_jugglers_game.c) with the seats' links:
//     node phones_jugglers_game.mjs [--timeout SECONDS] [--shots DIR] URL...
// A chairman's phone includes secret influences in turn (none, one, ...); a phone on turn picks
// a hand card (or, now and then and always for a dummy, the deck's top card), waits for the
// game's check to mark the columns it may go on, and taps one; at a round's scores a phone
// taps Next round. Prints one line per move made
// and "phones: game over" at the end; the loop, the exit code and the rest are
// game_harness.mjs's.
import { log, runGame, shot, tapUntil } from './game_harness.mjs';

const DRAFTS = ['left', 'joker', 'right'];
export const moves = { secrets: 0, hand: 0, deck: 0, dummy: 0, next: 0 };

async function step(seat, page, v, state) {
  const n = state.n;
  // A round's scores: whoever may go on at the screen may go on from a phone.
  if (v.next_round) {
    await shot(page, 'jugglers-next-round', 300);
    await page.click('#act-next-round');
    moves.next++;
    log('seat ' + v.seat + ' goes on to the next round');
    return;
  }
  if (!v.your_decision) return;
  if (v.phase === 'secrets') {
    const k = n % (v.secrets_max + 1);
    await shot(page, 'jugglers-secrets', 300);
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
  // The page picks a card for us already; tap ours unless it is picked (again if the tap was lost).
  const id = pick === 'deck' ? '#pick-deck' : '#pick-' + pick;
  await tapUntil(() => page.$eval(id, (e) => e.classList.contains('chosen')).catch(() => false),
    () => page.click(id));
  await page.waitForSelector('button.column.legal', { timeout: 5000 });
  const legal = await page.$$eval('button.column.legal', (bs) => bs.map((b) => b.dataset.draft));
  const draft = legal.includes(DRAFTS[n % 3]) ? DRAFTS[n % 3] : legal[0];
  await shot(page, dummy ? 'jugglers-dummy' : 'jugglers-play', 300);
  await page.click('#play-' + draft);
  if (dummy) moves.dummy++;
  else if (pick === 'deck') moves.deck++;
  else moves.hand++;
  log('seat ' + v.seat + (dummy ? ' plays for seat ' + v.plays_for + ':' : ' plays') + ' ' + pick + ' on ' + draft);
}

await runGame({
  name: 'jugglers',
  script: 'phones_jugglers_game.mjs',
  step,
  look: (page, v) => (v.result ? shot(page, 'jugglers-round-end', 300) : undefined),
  over: (page) => shot(page, 'jugglers-over', 300),
  summary: () => 'moves: ' + JSON.stringify(moves),
});
