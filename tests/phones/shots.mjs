// Screenshots of the phone page in each phase on a 390x844 phone, from the mock server's views,
// for people to look at (not a test): node tests/phones/shots.mjs OUT_DIR
import { startMock, baseView } from './mock_server.mjs';
import { launch, phone, until } from './browser.mjs';
import path from 'node:path';
import fs from 'node:fs';

const out = process.argv[2];
if (!out) {
  console.error('usage: node shots.mjs OUT_DIR');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
const browser = await launch();
const mock = await startMock();
mock.state.checkAnswer = (line) => /9s1/.test(line)
  ? { ok: false, error: '954 is not a siteswap: the 9 thrown on beat 1 and the 5 thrown on beat 2 land together.', facts: { values: [9, 5, 4], performed: [9, 5, 4], valid: false, balls: -1, period: -1, why: 'throws 1 and 2 land on the same beat' } }
  : { ok: true, error: '', facts: { values: [5, 3, 1], performed: [5, 3, 1], valid: true, balls: 3, period: 3, why: '' } };

async function shot(name, view, act, viewport) {
  mock.setView(view);
  mock.state.draft = null; // each shot its own phone, not the last one's pattern
  const page = await phone(browser, viewport ? { viewport } : {});
  await page.goto(mock.url);
  await until('the view', async () => (await page.getAttribute('body', 'data-version')) === String(mock.state.version));
  if (act) await act(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, name + '.png') });
  await page.context().close();
  console.log('shot ' + name);
}

const perf = (over) => ({ performer: 2, kind: 'build', target: 0, on_screen: true, cycles: 4, cycles_to_lay_down: 20, catch_cycles: 0,
  style: { prop: 'balls', hand: 'right', move: 'normal' }, hints: { balls: 3, period: -1, highest: -1 },
  recognised_by: 0, guessed_at: -1, you_perform: false, you_may_guess: true, own: null, ...over });
const tap = (codes) => async (page) => { for (const c of codes) await page.click('#hand .card[data-card="' + c + '"]'); };

await shot('mock-building', baseView(), tap(['5h1', '3c2', 'Ad1']));
await shot('mock-building-invalid', baseView(), tap(['9s1', '5h1', '4h2']));
await shot('mock-extending', baseView(), async (page) => { await page.click('#extend-1'); await tap(['4h2'])(page); });
await shot('mock-guessing', baseView({ phase: 'perform', turn: 2, your_turn: false, waiting_for: 2, performance: perf() }),
  async (page) => { await page.click('#act-buzz'); await page.keyboard.type('441'); });
await shot('mock-performing-for-real', baseView({ phase: 'perform', performance: perf({ performer: 1, on_screen: false, you_perform: true, you_may_guess: false, own: ['5h1', '3c2', 'Ad1'] }), hand: ['9s1', '4h2', '10d1', '7c1', '2s2'] }));
await shot('mock-exchange', baseView({ phase: 'exchange', turn: 2, your_turn: false, waiting_for: 1, exchange: { seat: 1, taken: false } }));
await shot('mock-exchange-discard', baseView({ phase: 'exchange', turn: 2, your_turn: false, waiting_for: 1, exchange: { seat: 1, taken: true } }), tap(['9s1']));
await shot('mock-over', baseView({ phase: 'over', your_turn: false, waiting_for: 0, end: 'the first to have no cards left wins',
  seats: baseView().seats.map((s) => ({ ...s, place: s.seat === 2 ? 1 : 0, cards: s.seat === 2 ? 0 : s.cards })) }));
await shot('mock-landscape-building', baseView(), tap(['5h1', '3c2', 'Ad1']), { width: 844, height: 390 });
await shot('mock-small-360x640', baseView(), tap(['5h1', '3c2', 'Ad1']), { width: 360, height: 640 });
const jdraft = (name, policy, hand) => ({ draft: name, policy, hand, words: hand.length ? 'High card' : '', ahead: 0, down: [], secrets: 0 });
const jview = (over) => ({
  game: 'jugglers', seat: 1, name: 'Anna', phase: 'secrets', round: 2, gathering: 1, gatherings: 6, cycle: 1, cycles: 4,
  chairman: 2, turn: 0, waiting_for: 2, your_decision: false, plays_for: 0, secrets_max: 0, sigil: 'Qs', hand: ['9h', '4c', '10d', '2s', 'Kc'], deck: 30,
  drafts: [jdraft('left', 'Kh', []), jdraft('joker', null, []), jdraft('right', 'Jc', [])],
  seats: [{ seat: 1, name: 'Anna', kind: 'person', controller: 0, cards: 5, has_sigil: true, wins: 0, phone: true },
    { seat: 2, name: 'Ben', kind: 'computer', controller: 0, cards: 5, has_sigil: true, wins: 1, phone: false },
    { seat: 3, name: 'Cleo', kind: 'person', controller: 0, cards: 5, has_sigil: true, wins: 0, phone: false }],
  village: [], rejected: [], wins_to_win: 2, winners: [], log: ['Round 1 is over: Ben wins it'],
  result: { round: 1, sigils: ['Qs', 'Kd', '2c'], half_points: [2, 5, 1], won: [false, true, false] }, next_round: true, ...over });
await shot('mock-jugglers-round-end', jview());
await shot('mock-offline', baseView(), async (page) => {
  await page.context().setOffline(true);
  await until('offline', async () => page.isVisible('#offline'));
});
await browser.close();
await mock.close();
