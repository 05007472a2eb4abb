// The phone page (assets/phones) in headless Chromium against the mock server: what it shows
// for a view and the exact action lines its buttons post. The rules are not under test here;
// the end-to-end test (phones_game.mjs with the real game) covers them.
import assert from 'node:assert/strict';
import { startMock, baseView } from './mock_server.mjs';
import { launch, phone, until, run } from './browser.mjs';

// Opens the page on a view; returns the page once it shows that view's version.
async function open(ctx, view, opts) {
  ctx.mock.setView(view);
  ctx.mock.state.actions.length = 0;
  ctx.mock.state.checks.length = 0;
  ctx.mock.state.answer = () => ({ ok: true });
  ctx.mock.state.checkAnswer = () => ({ ok: true, error: '', facts: null });
  ctx.mock.state.eventsEnabled = true;
  if (!(opts && opts.keepDraft)) ctx.mock.state.draft = null;
  const page = await phone(ctx.browser, opts);
  ctx.pages.push(page);
  await page.goto(ctx.mock.url);
  const v = String(ctx.mock.state.version);
  await until('the view on the page', async () => (await page.getAttribute('body', 'data-version')) === v);
  return page;
}

async function lastAction(ctx, count = 1) {
  await until(count + ' action(s) posted', () => ctx.mock.state.actions.length >= count);
  return ctx.mock.state.actions[ctx.mock.state.actions.length - 1];
}

// A Jugglers seat's view (src/phones/jugglers/phone_jg.h: its view): Anna at seat 1 on turn.
function jugglersView(over = {}) {
  const draft = (name, policy, hand) => ({ draft: name, policy, hand, words: hand.length ? 'High card' : '', ahead: 0, down: [], secrets: 0 });
  return {
    game: 'jugglers', version: 1, seat: 1, name: 'Anna', phase: 'play', round: 1, gathering: 2, gatherings: 6,
    cycle: 1, cycles: 4, chairman: 2, turn: 1, waiting_for: 1, your_decision: true, plays_for: 1, secrets_max: 0,
    sigil: 'Qs', hand: ['9h', '4c', '10d'], deck: 12,
    drafts: [draft('left', 'Kh', ['7s']), draft('joker', null, ['2d']), draft('right', 'Jc', [])],
    seats: [{ seat: 1, name: 'Anna', kind: 'person', controller: 0, cards: 3, has_sigil: true, wins: 0, phone: true },
      { seat: 2, name: 'Ben', kind: 'computer', controller: 0, cards: 3, has_sigil: true, wins: 0, phone: false },
      { seat: 3, name: 'Cleo', kind: 'person', controller: 0, cards: 3, has_sigil: true, wins: 0, phone: false },
      { seat: 4, name: 'Dee', kind: 'computer', controller: 0, cards: 3, has_sigil: true, wins: 0, phone: false }],
    village: ['Ad'], rejected: [], wins_to_win: 2, result: null, winners: [], log: [], ...over,
  };
}

async function patternCodes(page) {
  return page.$$eval('#pattern .card', (cs) => cs.map((c) => c.dataset.card));
}

const tests = [
  ['page_loads_under_strict_csp_with_relative_urls_only', async (ctx) => {
    const page = await open(ctx, baseView());
    await until('card art painted', () => page.evaluate(() => document.querySelectorAll('#hand .card').length === 8));
    await page.waitForTimeout(300);
    assert.deepEqual(await page.evaluate(() => window.__csp), []);
    assert.deepEqual(page.pageErrors, []);
    assert.deepEqual(page.failedRequests, []);
    const token = '/s/0123456789abcdef0123456789abcdef/';
    for (const r of ctx.mock.state.requests) assert.ok(r.split(' ')[1].startsWith(token), r);
    assert.equal(await page.$$eval('script:not([src]), style, [style]', (n) => n.length), 0);
  }],

  // A phone on a weak network (or a reload's old requests in the way) can lose the game's script
  // once: the page tries again instead of saying it does not know the game.
  ['a_lost_load_of_the_games_script_is_tried_again', async (ctx) => {
    ctx.mock.state.gameFailures = 2;
    const page = await open(ctx, baseView());
    await until('the hand after two lost loads', () => page.evaluate(() => document.querySelectorAll('#hand .card').length === 8));
    assert.equal(ctx.mock.state.gameFailures, 0);
    assert.doesNotMatch(await page.textContent('#banner'), /does not know this game/);
  }],

  ['hand_shows_each_card_composed_from_the_game_art', async (ctx) => {
    const page = await open(ctx, baseView());
    const codes = await page.$$eval('#hand .card', (cs) => cs.map((c) => c.dataset.card));
    assert.deepEqual(codes, baseView().hand);
    const art = await page.$eval('#hand .card[data-card="5h1"]', (c) => ({
      face: getComputedStyle(c).backgroundImage,
      pip: getComputedStyle(c.querySelector(':scope > .pip')).backgroundImage,
      big: c.querySelector('.big').textContent,
      colour: getComputedStyle(c).color,
      corners: c.querySelectorAll('.idx').length,
    }));
    assert.match(art.face, /art\/face\.svg/);
    assert.match(art.pip, /art\/hearts\.svg/);
    assert.equal(art.big, '5');
    assert.equal(art.colour, 'rgb(198, 40, 40)');
    assert.equal(art.corners, 2);
    // A tappable card keeps its face under the pointer and while a move is on its way.
    await page.click('#hand .card[data-card="5h1"]');
    await page.hover('#hand .card[data-card="5h1"]');
    assert.match(await page.$eval('#hand .card[data-card="5h1"]', (c) => getComputedStyle(c).backgroundImage), /art\/face\.svg/);
    await page.$eval('#hand .card[data-card="3c2"]', (c) => { c.disabled = true; });
    assert.match(await page.$eval('#hand .card[data-card="3c2"]', (c) => getComputedStyle(c).backgroundImage), /art\/face\.svg/);
    const w = await page.$eval('#hand .card', (c) => c.getBoundingClientRect().width);
    assert.ok(w >= 44, 'a hand card is at least 44 px wide (a touch target), got ' + w);
  }],

  ['seats_piles_and_revealed_siteswaps_are_shown', async (ctx) => {
    const page = await open(ctx, baseView({ turn: 2, your_turn: false, waiting_for: 2 }));
    const seats = await page.$$eval('#seats .seat', (s) => s.map((x) => x.textContent));
    assert.equal(seats.length, 3);
    assert.match(seats[1], /Ben.*8 cards/);
    assert.match(seats[2], /computer/);
    assert.ok(await page.$('#seats .seat.turn[data-seat="2"]'));
    assert.match(await page.textContent('#piles'), /Pick-up: 55/);
    assert.ok(await page.$('#piles .card[data-card="7s1"]'));
    assert.match(await page.textContent('#revealed'), /531/);
    assert.match(await page.textContent('#banner'), /Ben's turn/);
    assert.ok(await page.isHidden('#build'));
    assert.match(await page.textContent('#log'), /Robot named 531/);
  }],

  ['build_taps_cards_in_throw_order_and_posts_the_build_line', async (ctx) => {
    const page = await open(ctx, baseView());
    ctx.mock.state.checkAnswer = () => ({ ok: true, error: '', facts: { values: [5, 3, 1], performed: [5, 3, 1], valid: true, balls: 3, period: 3, why: '' } });
    for (const c of ['5h1', '3c2', 'Ad1']) await page.click('#hand .card[data-card="' + c + '"]');
    assert.deepEqual(await patternCodes(page), ['5h1', '3c2', 'Ad1']);
    await until('live feedback', async () => /531 is legal\. 3 balls · period 3/.test(await page.textContent('#verdict')));
    /* The mock answers every check alike, so the verdict may show before the whole pattern's
     * check has gone out (a loaded machine): wait for that check itself. */
    await until('the whole pattern checked',
                async () => ctx.mock.state.checks.at(-1) === 'build 1 5h1 3c2 Ad1 style balls right normal screen');
    await page.click('#act-perform');
    assert.equal(await lastAction(ctx), 'build 1 5h1 3c2 Ad1 style balls right normal screen');
  }],

  ['live_feedback_says_why_a_pattern_is_not_a_siteswap', async (ctx) => {
    const page = await open(ctx, baseView());
    ctx.mock.state.checkAnswer = () => ({ ok: false, error: '543 is not a siteswap: the 5 thrown on beat 1 and the 4 thrown on beat 2 land together.', facts: { values: [5, 4, 3], performed: [5, 4, 3], valid: false, balls: -1, period: -1, why: 'throws 1 and 2 land together' } });
    for (const c of ['5h1', '4h2', '3c2']) await page.click('#hand .card[data-card="' + c + '"]');
    await until('the reason', async () => /^✗ 543: not yet\. 543 is not a siteswap: .* land together\.$/.test(await page.textContent('#verdict')));
    assert.ok(await page.isDisabled('#act-perform'));
    assert.equal(await page.getAttribute('#verdict', 'data-ok'), '0');
  }],

  // The screen's words for a refused play, and no Perform until the game says the play is legal.
  ['a_refused_play_disables_perform_and_gives_the_screens_reason', async (ctx) => {
    const page = await open(ctx, baseView());
    const why = 'A siteswap needs its throws to land one at a time.';
    ctx.mock.state.checkAnswer = (line) => / 4h2 /.test(line)
      ? { ok: false, error: '531 was already performed with balls, right hand, normal.', facts: { values: [5, 3, 1, 4], performed: [5, 3, 1, 4], valid: false, balls: -1, period: -1, why } }
      : { ok: false, error: '531 was already performed with balls, right hand, normal.', facts: { values: [5, 3, 1], performed: [5, 3, 1], valid: true, balls: 3, period: 3, why: '' } };
    for (const c of ['5h1', '3c2', 'Ad1']) await page.click('#hand .card[data-card="' + c + '"]');
    await until('the refusal', async () => /^✗ 531: not yet\. 531 was already performed/.test(await page.textContent('#verdict')));
    assert.ok(await page.isDisabled('#act-perform'));
    assert.equal(await page.getAttribute('#verdict', 'data-ok'), '0');
    await page.click('#hand .card[data-card="4h2"]');
    await until('the next refusal', async () => /5314: not yet\./.test(await page.textContent('#verdict')));
    assert.ok(await page.isDisabled('#act-perform'));
    assert.doesNotMatch(await page.textContent('#verdict'), /but A/);
    // A style the game allows: Perform comes on, and its line is the one checked.
    ctx.mock.state.checkAnswer = () => ({ ok: true, error: '', facts: { values: [5, 3, 1, 4], performed: [5, 3, 1, 4], valid: false, balls: -1, period: -1, why } });
    await page.click('#seg-prop-clubs');
    await until('Perform enabled', async () => !(await page.isDisabled('#act-perform')));
    await page.click('#act-perform');
    assert.equal(await lastAction(ctx), 'build 1 5h1 3c2 Ad1 4h2 style clubs right normal screen');
    assert.equal(ctx.mock.state.actions.length, 1);
  }],

  ['a_reload_keeps_the_pattern_being_built', async (ctx) => {
    const page = await open(ctx, baseView());
    for (const c of ['9s1', '5h1', '3c2', 'Ad1']) await page.click('#hand .card[data-card="' + c + '"]');
    await page.click('#pattern .reduce');
    await page.click('#seg-move-reverse');
    await page.reload();
    const v = String(ctx.mock.state.version);
    await until('the view after the reload', async () => (await page.getAttribute('body', 'data-version')) === v);
    assert.deepEqual(await patternCodes(page), ['9s1', '5h1', '3c2', 'Ad1']);
    assert.equal(await page.getAttribute('#seg-move-reverse', 'aria-pressed'), 'true');
    await page.click('#act-perform');
    assert.equal(await lastAction(ctx), 'build 1 9s1 5h1 3c2 Ad1 style balls right reverse reduce 1 screen');
    // A new turn starts afresh, reload or not.
    ctx.mock.setView(baseView({ turn: 2, your_turn: false, waiting_for: 2 }));
    ctx.mock.setView(baseView());
    await page.reload();
    await until('the new turn', async () => (await page.getAttribute('body', 'data-version')) === String(ctx.mock.state.version));
    assert.deepEqual(await patternCodes(page), []);
  }],

  // The server keeps the draft: another phone page (a new tab, a restarted browser: nothing in
  // its own storage) finds the pattern being built.
  ['the_table_keeps_the_pattern_for_a_new_tab', async (ctx) => {
    const page = await open(ctx, baseView());
    for (const c of ['5h1', '3c2', 'Ad1']) await page.click('#hand .card[data-card="' + c + '"]');
    await page.click('#seg-prop-rings');
    await until('the draft kept', () => /"code":"Ad1".*"prop":"rings"/.test(ctx.mock.state.draft || ''));
    const other = await phone(ctx.browser);
    ctx.pages.push(other);
    await other.goto(ctx.mock.url);
    await until('the view', async () => (await other.getAttribute('body', 'data-version')) === String(ctx.mock.state.version));
    assert.deepEqual(await patternCodes(other), ['5h1', '3c2', 'Ad1']);
    assert.equal(await other.getAttribute('#seg-prop-rings', 'aria-pressed'), 'true');
    // A damaged draft is ignored: the page starts afresh.
    ctx.mock.state.draft = '{"turnKey":5,"pattern":"x"';
    const third = await phone(ctx.browser);
    ctx.pages.push(third);
    await third.goto(ctx.mock.url);
    await until('the view', async () => (await third.getAttribute('body', 'data-version')) === String(ctx.mock.state.version));
    assert.deepEqual(await patternCodes(third), []);
    assert.deepEqual(third.pageErrors, []);
  }],

  // A phone that slept, or a tab in the background: its stream may be dead without the browser
  // knowing. Shown again, the page opens a new stream and asks for the view at once.
  ['a_page_hidden_and_shown_again_reconnects', async (ctx) => {
    const page = await open(ctx, baseView());
    const streams = () => ctx.mock.state.requests.filter((r) => r.endsWith('/events')).length;
    const before = streams();
    ctx.mock.freezeStreams();
    ctx.mock.setView(baseView({ hand: ['6h1'], turn: 3, your_turn: false }));
    await page.waitForTimeout(300);
    assert.notEqual((await patternCodes(page)).join(), '6h1');
    const show = (state) => page.evaluate((st) => {
      Object.defineProperty(document, 'visibilityState', { value: st, configurable: true });
      Object.defineProperty(document, 'hidden', { value: st === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
    await show('hidden');
    await show('visible');
    await until('the view missed while hidden', async () => (await page.$$eval('#hand .card', (c) => c.map((x) => x.dataset.card))).join() === '6h1');
    assert.ok(streams() > before, 'a new events stream');
    assert.match(await page.textContent('#status'), /live/);
  }],

  ['offline_is_said_plainly_and_goes_when_back', async (ctx) => {
    const page = await open(ctx, baseView());
    assert.ok(await page.isHidden('#offline'));
    await page.context().setOffline(true);
    await until('the offline notice', async () => await page.isVisible('#offline'));
    assert.match(await page.textContent('#offline'), /^Offline: /);
    await page.context().setOffline(false);
    await until('back online', async () => await page.isHidden('#offline'), 8000);
    assert.match(await page.textContent('#status'), /live|polling/);
  }],

  // The phone is asked to stay awake while it is this player's move (navigator.wakeLock, where
  // the browser has it), and let go when the move has been made.
  ['the_screen_stays_awake_during_the_players_turn', async (ctx) => {
    const page = await open(ctx, baseView({ turn: 2, your_turn: false, waiting_for: 2 }));
    await page.evaluate(() => {
      window.__locks = { asked: 0, released: 0 };
      const lock = () => {
        const t = new EventTarget();
        t.release = async () => { window.__locks.released++; t.dispatchEvent(new Event('release')); };
        return t;
      };
      Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: async () => { window.__locks.asked++; return lock(); } } });
    });
    assert.equal(await page.evaluate(() => window.__locks.asked), 0);
    ctx.mock.setView(baseView());
    await until('a wake lock asked', async () => (await page.evaluate(() => window.__locks.asked)) === 1);
    await until('held', async () => (await page.getAttribute('body', 'data-awake')) === '1');
    ctx.mock.setView(baseView({ turn: 2, your_turn: false, waiting_for: 2 }));
    await until('released', async () => (await page.evaluate(() => window.__locks.released)) === 1);
    // Without the API nothing breaks.
    await page.evaluate(() => Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: undefined }));
    ctx.mock.setView(baseView());
    await until('the turn', async () => /Your turn/.test(await page.textContent('#banner')));
    assert.deepEqual(page.pageErrors, []);
  }],

  ['tap_a_pattern_card_takes_it_back', async (ctx) => {
    const page = await open(ctx, baseView());
    for (const c of ['5h1', '3c2', 'Ad1']) await page.click('#hand .card[data-card="' + c + '"]');
    await page.click('#pattern .card[data-card="3c2"]');
    assert.deepEqual(await patternCodes(page), ['5h1', 'Ad1']);
  }],

  ['drag_reorders_the_pattern', async (ctx) => {
    const page = await open(ctx, baseView());
    for (const c of ['5h1', '3c2', 'Ad1']) await page.click('#hand .card[data-card="' + c + '"]');
    const from = await page.$eval('#pattern .card[data-card="5h1"]', (c) => { const r = c.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; });
    const to = await page.$eval('#pattern .card[data-card="Ad1"]', (c) => { const r = c.getBoundingClientRect(); return [r.x + r.width * 0.8, r.y + r.height / 2]; });
    await page.mouse.move(from[0], from[1]);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(from[0] + (to[0] - from[0]) * i / 8, from[1] + (to[1] - from[1]) * i / 8);
    await page.mouse.up();
    assert.deepEqual(await patternCodes(page), ['3c2', 'Ad1', '5h1']);
    await page.click('#act-perform');
    assert.match(await lastAction(ctx), /^build 1 3c2 Ad1 5h1 style/);
  }],

  ['reduction_per_card_is_offered_above_the_flash_and_posted', async (ctx) => {
    const page = await open(ctx, baseView());
    for (const c of ['9s1', '5h1', '3c2', 'Ad1']) await page.click('#hand .card[data-card="' + c + '"]');
    // Flash 5: the 9 may be juggled period (4) lower; 5, 3 and 1 may not be reduced.
    assert.equal(await page.$$eval('#pattern .reduce', (r) => r.length), 1);
    await page.click('#pattern .reduce');
    assert.match(await page.textContent('#pattern'), /9→5/);
    await page.click('#act-perform');
    assert.equal(await lastAction(ctx), 'build 1 9s1 5h1 3c2 Ad1 style balls right normal reduce 1 screen');
  }],

  ['style_and_performing_for_real_are_in_the_line', async (ctx) => {
    const page = await open(ctx, baseView());
    for (const c of ['5h1', '3c2', 'Ad1']) await page.click('#hand .card[data-card="' + c + '"]');
    await page.click('#seg-prop-clubs');
    await page.click('#seg-hand-left');
    await page.click('#seg-move-mills-mess');
    await page.click('#seg-where-real');
    await page.click('#act-perform');
    assert.equal(await lastAction(ctx), 'build 1 5h1 3c2 Ad1 style clubs left mills-mess');
  }],

  ['extend_keeps_the_revealed_cards_and_inserts_the_seats_own', async (ctx) => {
    const page = await open(ctx, baseView());
    await page.click('#extend-1');
    assert.deepEqual(await patternCodes(page), ['5d2', '3h1', 'Ac1']);
    await page.click('#pattern .card[data-card="3h1"]');   // a table card cannot be taken back
    assert.deepEqual(await patternCodes(page), ['5d2', '3h1', 'Ac1']);
    await page.click('#hand .card[data-card="4h2"]');
    await page.click('#act-perform');
    assert.equal(await lastAction(ctx), 'extend 1 on 1 5d2 3h1 Ac1 4h2 style balls right normal screen');
  }],

  ['a_refused_move_shows_the_games_reason', async (ctx) => {
    const page = await open(ctx, baseView());
    ctx.mock.state.answer = () => ({ ok: false, error: '531 was already performed with balls, right hand, normal' });
    for (const c of ['5h1', '3c2', 'Ad1']) await page.click('#hand .card[data-card="' + c + '"]');
    await page.click('#act-perform');
    await until('the error', async () => /already performed/.test(await page.textContent('#error')));
    assert.ok(await page.isVisible('#error'));
    ctx.mock.state.answer = () => ({ ok: false, error: 'busy' });   // the game loop did not answer
    await page.click('#act-perform');
    await until('the busy error', async () => /did not answer in time: try again/.test(await page.textContent('#error')));
  }],

  ['skip_and_trick_post_their_lines', async (ctx) => {
    const page = await open(ctx, baseView());
    await page.click('#act-skip');
    assert.equal(await lastAction(ctx), 'skip 1');
    await page.click('#act-trick');
    await page.fill('#trick-text', 'Mills "Mess"');
    await page.click('#trick-send');
    assert.equal(await lastAction(ctx, 2), 'trick 1 "Mills \\"Mess\\"" style balls right normal screen');
  }],

  ['buzz_in_and_type_a_guess', async (ctx) => {
    const perf = { performer: 2, kind: 'build', target: 0, on_screen: true, cycles: 3, cycles_to_lay_down: 20, catch_cycles: 0,
      style: { prop: 'balls', hand: 'right', move: 'normal' }, hints: { balls: 3, period: -1, highest: -1 },
      recognised_by: 0, guessed_at: -1, you_perform: false, you_may_guess: true, own: null };
    const page = await open(ctx, baseView({ phase: 'perform', turn: 2, your_turn: false, waiting_for: 2, performance: perf }));
    assert.match(await page.textContent('#perform'), /Ben performs/);
    assert.match(await page.textContent('#perform-facts'), /3 of 20/);
    assert.match(await page.textContent('#perform-facts'), /Balls3/);
    assert.ok(await page.isHidden('#guess-form'));
    await page.click('#act-buzz');
    assert.ok(await page.evaluate(() => document.activeElement.id === 'guess-text'));
    await page.keyboard.type('441');
    await page.keyboard.press('Enter');
    assert.equal(await lastAction(ctx), 'guess 1 "441"');
  }],

  ['a_trick_is_guessed_from_the_list_the_screen_offers', async (ctx) => {
    const perf = { performer: 2, kind: 'trick', target: 0, on_screen: true, cycles: 3, cycles_to_lay_down: 20, catch_cycles: 0,
      style: { prop: 'balls', hand: 'right', move: 'normal' }, hints: { balls: -1, period: -1, highest: -1 },
      recognised_by: 0, guessed_at: -1, you_perform: false, you_may_guess: true, own: null };
    const page = await open(ctx, baseView({ phase: 'perform', turn: 2, your_turn: false, waiting_for: 2, performance: perf,
      tricks: ['Mills Mess', 'Box "shower"', 'Burke\'s Barrage'] }));
    await page.click('#act-buzz');
    assert.ok(await page.isHidden('#guess-text'));
    assert.deepEqual(await page.$$eval('#guess-list button', (bs) => bs.map((b) => b.textContent)),
      ['Mills Mess', 'Box "shower"', "Burke's Barrage"]);
    await page.click('#guess-trick-1');
    assert.equal(await lastAction(ctx), 'guess 1 "Box \\"shower\\""');
  }],

  ['no_guess_while_the_performer_chooses_how_to_perform', async (ctx) => {
    const perf = { performer: 2, kind: 'build', target: 0, on_screen: false, cycles: 0, cycles_to_lay_down: 20, catch_cycles: 0,
      style: { prop: 'balls', hand: 'right', move: 'normal' }, hints: { balls: -1, period: -1, highest: -1 },
      recognised_by: 0, guessed_at: -1, you_perform: false, you_may_guess: false, choosing: true, own: null };
    const page = await open(ctx, baseView({ phase: 'perform', turn: 2, your_turn: false, waiting_for: 2, performance: perf }));
    assert.equal(await page.$$eval('#act-buzz', (b) => b.length), 0);
  }],

  ['jugglers_a_card_then_a_column_the_game_checks', async (ctx) => {
    const page = await open(ctx, jugglersView());
    ctx.mock.state.checkAnswer = (line) => / joker$/.test(line) ? { ok: false, error: 'Not there.', facts: null } : { ok: true, error: '', facts: null };
    assert.equal(await page.$eval('#jg-sigil .card', (c) => c.dataset.card), 'Qs');
    assert.deepEqual(await page.$$eval('#jg-hand .card[data-card]', (cs) => cs.map((c) => c.dataset.card)), ['9h', '4c', '10d']);
    assert.match(await page.getAttribute('#pick-9h', 'class'), /chosen/); // the first card, picked already
    await page.click('#pick-4c');
    await until('two legal columns', async () => (await page.$$('button.column.legal')).length === 2);
    assert.ok(await page.isDisabled('#play-joker'));
    assert.match(await page.textContent('#jg-verdict'), /Not there/);
    await page.click('#play-right');
    assert.equal(await lastAction(ctx), 'play 1 4c right');
    const page2 = await open(ctx, jugglersView({ version: 2 }));
    await page2.click('#pick-deck');
    await until('a legal column', async () => (await page2.$$('button.column.legal')).length > 0);
    await page2.click('#play-left');
    assert.equal(await lastAction(ctx), 'play 1 deck left');
  }],

  ['jugglers_the_chairman_chooses_secret_influences', async (ctx) => {
    const page = await open(ctx, jugglersView({ phase: 'secrets', turn: 0, chairman: 1, plays_for: 0, secrets_max: 2 }));
    assert.deepEqual(await page.$$eval('#jg-secrets button', (bs) => bs.map((b) => b.textContent)), ['No secret', '1 secret', '2 secrets']);
    await page.click('#act-secrets-2');
    assert.equal(await lastAction(ctx), 'secrets 1 2');
  }],

  // A round's end as the screen shows it: its sigils and points, and Next round for whoever is
  // at the table; once the table has gone on, the old round's sigils leave the page.
  ['jugglers_next_round_from_the_phone_and_only_this_rounds_sigils', async (ctx) => {
    const result = { round: 1, sigils: ['Qs', 'Kd', '2c', '9h'], half_points: [2, 0, 5, 1], won: [false, false, true, false] };
    const page = await open(ctx, jugglersView({ phase: 'secrets', turn: 0, chairman: 1, your_decision: true, plays_for: 0, secrets_max: 1, result, next_round: true }));
    assert.ok(await page.isVisible('#jg-result'));
    assert.match(await page.textContent('#jg-result-title'), /Round 1: the sigils/);
    assert.deepEqual(await page.$$eval('#jg-result-rows .card[data-card]', (cs) => cs.map((c) => c.dataset.card)), ['Qs', 'Kd', '2c', '9h']);
    assert.match(await page.textContent('#banner'), /Round 1 is over: read the scores, then Next round/);
    assert.ok(await page.isHidden('#jg-decide'), 'the next round waits for Next round');
    await page.click('#act-next-round');
    assert.equal(await lastAction(ctx), 'next-round 1');
    ctx.mock.setView(jugglersView({ phase: 'secrets', turn: 0, chairman: 1, your_decision: true, plays_for: 0, secrets_max: 1, result: null, next_round: false }));
    await until('the next round', async () => await page.isHidden('#jg-result'));
    assert.equal(await page.$$eval('#act-next-round', (b) => b.length), 0);
    assert.equal(await page.$$eval('#jg-result-rows .card', (b) => b.length), 0);
    assert.ok(await page.isVisible('#act-secrets-1'));
    // Refused (someone at the screen went on first): the game's reason shows.
    ctx.mock.state.answer = () => ({ ok: false, error: 'The round is not over yet: Next round comes with its scores.' });
    ctx.mock.setView(jugglersView({ phase: 'secrets', turn: 0, chairman: 1, your_decision: true, plays_for: 0, secrets_max: 1, result, next_round: true }));
    await page.click('#act-next-round');
    await until('the reason', async () => /not over yet/.test(await page.textContent('#error')));
  }],

  ['jugglers_a_dummy_plays_the_decks_card_for_its_controller', async (ctx) => {
    const page = await open(ctx, jugglersView({ turn: 2, plays_for: 2 }));
    assert.equal(await page.$$eval('#jg-hand button.card[data-card]', (b) => b.length), 0);
    assert.match(await page.getAttribute('#pick-deck', 'class'), /chosen/);
    await until('a legal column', async () => (await page.$$('button.column.legal')).length === 3);
    await page.click('#play-joker');
    assert.equal(await lastAction(ctx), 'play 2 deck joker');
  }],

  ['performer_juggling_for_real_counts_hints_lays_down_drops_and_hands_over', async (ctx) => {
    const perf = { performer: 1, kind: 'build', target: 0, on_screen: false, cycles: 20, cycles_to_lay_down: 20, catch_cycles: 0,
      style: { prop: 'balls', hand: 'right', move: 'normal' }, hints: { balls: -1, period: 3, highest: -1 },
      recognised_by: 0, guessed_at: -1, you_perform: true, you_may_guess: false, own: ['5h1', '3c2', 'Ad1'] };
    const page = await open(ctx, baseView({ phase: 'perform', performance: perf, hand: ['9s1'] }));
    assert.match(await page.textContent('#perform-facts'), /You juggle 531/);
    assert.ok(await page.isHidden('#act-buzz'));
    assert.ok(!(await page.$('#act-hint-period')), 'a hint given is not offered again');
    const lines = [];
    for (const [id, line] of [['#act-cycle', 'cycle 1'], ['#act-hint-balls', 'hint 1 balls'], ['#act-laydown', 'laydown 1'],
      ['#act-screen', 'screen 1'], ['#act-drop', 'drop 1']]) {
      await page.click(id);
      lines.push(line);
      assert.equal(await lastAction(ctx, lines.length), line);
    }
  }],

  ['exchange_takes_then_discards_one_or_declines', async (ctx) => {
    const page = await open(ctx, baseView({ phase: 'exchange', turn: 2, your_turn: false, waiting_for: 1, exchange: { seat: 1, taken: false } }));
    assert.ok(await page.$('#act-take-discard .card[data-card="7s1"]'));
    await page.click('#act-take-pickup');
    assert.equal(await lastAction(ctx), 'take 1 pickup');
    await page.click('#act-decline');
    assert.equal(await lastAction(ctx, 2), 'decline 1');
    await page.click('#act-take-discard');
    assert.equal(await lastAction(ctx, 3), 'take 1 discard');
    ctx.mock.setView(baseView({ phase: 'exchange', turn: 2, your_turn: false, waiting_for: 1, exchange: { seat: 1, taken: true }, hand: ['5h1', '3c2', '7s1'] }));
    await until('the discard step', async () => /Tap the card/.test(await page.textContent('#exchange')));
    assert.ok(await page.isDisabled('#act-discard'));
    await page.click('#hand .card[data-card="3c2"]');
    await page.click('#act-discard');
    assert.equal(await lastAction(ctx, 4), 'discard 1 3c2');
  }],

  ['a_named_trick_discards_two', async (ctx) => {
    const perf = { performer: 1, kind: 'trick', target: 0, on_screen: true, cycles: 2, cycles_to_lay_down: 20, catch_cycles: 0,
      style: { prop: 'balls', hand: 'right', move: 'mills-mess' }, hints: { balls: -1, period: -1, highest: -1 },
      recognised_by: 2, guessed_at: -1, you_perform: true, you_may_guess: false, own: null };
    const page = await open(ctx, baseView({ phase: 'trick_discard', performance: perf }));
    await page.click('#hand .card[data-card="5h1"]');
    assert.ok(await page.isDisabled('#act-discard-two'));
    await page.click('#hand .card[data-card="9s1"]');
    await page.click('#act-discard-two');
    assert.equal(await lastAction(ctx), 'discard-two 1 5h1 9s1');
  }],

  ['draw_is_offered_with_fewer_than_three_cards', async (ctx) => {
    const page = await open(ctx, baseView({ turn: 2, your_turn: false, hand: ['5h1', '3c2'], may_draw: true }));
    await page.click('#act-draw');
    assert.equal(await lastAction(ctx), 'draw 1');
  }],

  // A move that comes to this seat is felt (vibration) and counted, in both games; not on the
  // view the page opens with, and not when the turn goes to someone else.
  ['a_turn_that_comes_to_the_phone_vibrates_it', async (ctx) => {
    const page = await open(ctx, baseView({ turn: 2, your_turn: false, waiting_for: 2 }));
    await page.evaluate(() => {
      window.__buzz = [];
      navigator.vibrate = (p) => { window.__buzz.push(p); return true; };
    });
    const cues = async () => Number((await page.getAttribute('body', 'data-turn-cues')) || 0);
    assert.equal(await cues(), 0);
    ctx.mock.setView(baseView({ turn: 3, your_turn: false, waiting_for: 3 }));
    await until('the next view', async () => (await page.getAttribute('body', 'data-version')) === String(ctx.mock.state.version));
    assert.equal(await cues(), 0);
    ctx.mock.setView(baseView());
    await until('the turn cue', async () => (await cues()) === 1);
    assert.equal(await page.evaluate(() => window.__buzz.length), 1);
    ctx.mock.setView(jugglersView({ your_decision: false, turn: 2 }));
    await until('a Jugglers view', async () => (await page.getAttribute('body', 'data-game')) === 'jugglers');
    ctx.mock.setView(jugglersView());
    await until('the Jugglers turn cue', async () => (await cues()) === 2);
  }],

  ['a_pushed_view_shows_at_once', async (ctx) => {
    const page = await open(ctx, baseView());
    const t0 = Date.now();
    ctx.mock.setView(baseView({ hand: ['6h1'], turn: 3, your_turn: false }));
    await until('the pushed view', async () => (await page.$$eval('#hand .card', (c) => c.map((x) => x.dataset.card))).join() === '6h1');
    console.log('# pushed view shown after ' + (Date.now() - t0) + ' ms');
  }],

  // Someone else's move pushes a view while a finger is on a hand card: the card under it stays
  // the same element, so the tap lands (a rebuilt hand used to swallow it).
  ['a_view_pushed_between_press_and_release_keeps_the_tap', async (ctx) => {
    const page = await open(ctx, baseView());
    const sel = '#hand .card[data-card="5h1"]';
    await page.$eval(sel, (c) => { c.dataset.mark = 'pressed'; });
    const box = await (await page.$(sel)).boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    ctx.mock.setView(baseView({ log: ['Ben laid 3 cards face down', 'Robot named 531', 'Cleo drew a card'] }));
    const v = String(ctx.mock.state.version);
    await until('the pushed view', async () => (await page.getAttribute('body', 'data-version')) === v);
    assert.match(await page.textContent('#log'), /Cleo drew a card/);
    assert.equal(await page.$eval(sel, (c) => c.dataset.mark || ''), 'pressed');
    await page.mouse.up();
    assert.deepEqual(await patternCodes(page), ['5h1']);
    // A Jugglers hand and its columns keep their elements through an unrelated view too.
    const jpage = await open(ctx, jugglersView());
    await jpage.$eval('#pick-4c', (c) => { c.dataset.mark = 'kept'; });
    await jpage.$eval('#jg-columns .column', (c) => { c.dataset.mark = 'kept'; });
    ctx.mock.setView(jugglersView({ log: ['Ben drew a card'] }));
    const jv = String(ctx.mock.state.version);
    await until('the pushed Jugglers view', async () => (await jpage.getAttribute('body', 'data-version')) === jv);
    assert.equal(await jpage.$eval('#pick-4c', (c) => c.dataset.mark || ''), 'kept');
    assert.equal(await jpage.$eval('#jg-columns .column', (c) => c.dataset.mark || ''), 'kept');
    await jpage.click('#pick-4c');
    assert.match(await jpage.getAttribute('#pick-4c', 'class'), /chosen/);
  }],

  ['without_the_event_stream_the_page_polls', async (ctx) => {
    const page = await open(ctx, baseView());
    ctx.mock.state.eventsEnabled = false;
    ctx.mock.dropStreams();
    ctx.mock.setView(baseView({ hand: ['8c1'], turn: 3, your_turn: false }));
    await until('the polled view', async () => (await page.$$eval('#hand .card', (c) => c.map((x) => x.dataset.card))).join() === '8c1', 12000);
  }],

  ['the_end_of_the_game_says_who_won', async (ctx) => {
    const seats = baseView().seats.map((s) => ({ ...s, place: s.seat === 2 ? 1 : 0 }));
    const page = await open(ctx, baseView({ phase: 'over', your_turn: false, waiting_for: 0, seats, end: 'Ben has no cards left' }));
    assert.match(await page.textContent('#banner'), /over.*1st Ben/);
  }],

  ['landscape_puts_the_table_beside_the_hand', async (ctx) => {
    const page = await open(ctx, baseView(), { viewport: { width: 844, height: 390 } });
    const hand = await page.$eval('#hand-panel', (e) => e.getBoundingClientRect().left);
    const table = await page.$eval('#table', (e) => e.getBoundingClientRect().left);
    assert.ok(table > hand + 200, 'table beside the hand');
  }],
];

run(tests, async () => {
  const browser = await launch();
  const mock = await startMock();
  const ctx = { browser, mock, pages: [] };
  // Each test's phone is closed after it: an open page keeps its event stream and its polls.
  ctx.afterEach = async () => {
    for (const p of ctx.pages.splice(0)) await p.context().close();
  };
  ctx.close = async () => { await browser.close(); await mock.close(); };
  return ctx;
});
