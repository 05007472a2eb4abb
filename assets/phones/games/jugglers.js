/* Jugglers' part of the phone page (app.js names no game): a card and a column, the secret
 * influences, the hand and sigil, the round's end and the table. */
'use strict';

(function () {
  const T = window.Throwdeck;
  const { $, el, parseCard, cardEl, rebuildIf, backEl, button, SUIT_SYMBOLS, seatName, post, act } = T;

  let view = null;               // the view last drawn (the page's, given to each hook)

  const DRAFT_TITLES = { left: 'Left policy', joker: 'Joker', right: 'Right policy' };
  const jg = {
    pick: null,       // a hand card's code, 'deck' (the deck's top card, unseen) or null
    key: '',          // the decision this pick belongs to: a new one starts afresh
    legal: {},        // draft -> true / false (the game's check), undefined while asked
    why: {},          // draft -> the game's reason when not legal
    seq: 0,
  };

  function cardWords(code) {
    const c = parseCard(code);
    return c ? c.rank + SUIT_SYMBOLS[c.suit] : 'a card';
  }

  function jgSeat(n) {
    return (view.seats || []).find((s) => s.seat === n) || null;
  }

  function jgPlaying() {
    return view.phase === 'play' && view.your_decision && view.plays_for > 0;
  }

  // The seat on turn is this one (a hand card or the deck) or its dummy (the deck only, J21).
  function jgForDummy() {
    return jgPlaying() && view.plays_for !== view.seat;
  }

  function jgReconcile() {
    const key = view.phase + ':' + view.round + ':' + view.gathering + ':' + view.cycle + ':' + view.turn + ':' + (view.your_decision ? 1 : 0);
    const hand = view.hand || [];
    if (key !== jg.key) {
      jg.key = key;
      jg.pick = null;
      if (jgPlaying()) jg.pick = !jgForDummy() && hand.length ? hand[0] : view.deck > 0 ? 'deck' : null;
      jgAskLegal();
    } else if (jg.pick && jg.pick !== 'deck' && !hand.includes(jg.pick)) {
      jg.pick = null;
    }
  }

  function jgLine(draft) {
    return 'play ' + view.plays_for + ' ' + (jg.pick === 'deck' ? 'deck' : jg.pick) + ' ' + draft;
  }

  // Live legality: the game's own check of the picked card on each column.
  async function jgAskLegal() {
    const seq = ++jg.seq;
    jg.legal = {};
    jg.why = {};
    if (!jgPlaying() || !jg.pick) return;
    const drafts = (view.drafts || []).map((d) => d.draft);
    const answers = await Promise.all(drafts.map((d) => post('check', jgLine(d)).catch(() => null)));
    if (seq !== jg.seq || !view || !$('jg-decide')) return; // or another game is shown now
    drafts.forEach((d, i) => {
      const a = answers[i];
      jg.legal[d] = !!(a && a.ok);
      jg.why[d] = a && !a.ok ? a.error || '' : '';
    });
    renderJgDecide();
  }

  function jgPick(p) {
    jg.pick = jg.pick === p ? null : p;
    renderJgHand();
    renderJgDecide();
    jgAskLegal();
  }

  // "gathering 2 of 6, cycle 3 of 4" (the engine's counters run one past the end when over).
  function jgProgress() {
    const g = Math.min(view.gathering, view.gatherings);
    const c = Math.min(view.cycle, view.cycles);
    return 'Round ' + view.round + ', gathering ' + g + ' of ' + view.gatherings + ', cycle ' + c + ' of ' + view.cycles;
  }

  function renderJugglers() {
    jgReconcile();
    // Over: the round's sigils and points are what is left to see; no columns, no hand.
    const over = view.phase === 'over';
    // The round's scores first: the next round waits for Next round, here as on the screen.
    $('jg-decide').hidden = over || !!view.next_round;
    $('jg-hand-panel').hidden = over;
    renderJgBanner();
    renderJgDecide();
    renderJgHand();
    renderJgResult();
    renderJgTable();
  }

  function renderJgBanner() {
    const b = $('banner');
    let text = '';
    let mine = false;
    if (view.next_round && view.result) {
      mine = true;
      text = 'Round ' + view.result.round + ' is over: read the scores, then Next round.';
    } else if (view.phase === 'secrets') {
      mine = !!view.your_decision;
      text = mine ? 'You are the chairman: choose the secret influences.' : seatName(view.chairman) + ', the chairman, chooses the secret influences.';
    } else if (view.phase === 'play') {
      mine = !!view.your_decision;
      if (mine) text = jgForDummy() ? 'Play for your dummy: the deck\'s top card on a column.' : 'Your turn: pick a card, then a column.';
      else {
        const on = jgSeat(view.turn);
        const by = on && on.kind === 'dummy' && on.controller ? seatName(on.controller) + ' plays for ' + on.name : seatName(view.turn) + ' plays';
        text = by + '.';
      }
    } else if (view.phase === 'over') {
      const names = (view.winners || []).map((s) => seatName(s));
      text = 'The game is over' + (names.length ? ': ' + names.join(' and ') + (names.length > 1 ? ' win.' : ' wins.') : '.');
    }
    b.textContent = text;
    b.className = mine ? 'banner you' : 'banner';
  }

  function renderJgDecide() {
    const secrets = $('jg-secrets');
    secrets.textContent = '';
    const title = $('jg-title');
    const text = $('jg-text');
    const verdict = $('jg-verdict');
    verdict.textContent = '';
    verdict.className = 'verdict';
    if (view.phase === 'secrets' && view.your_decision) {
      title.textContent = 'Secret influences';
      text.textContent = 'Include up to ' + view.secrets_max + '. Each is the deck\'s card, face down on a column a die roll picks; it joins that column in the last cycle. One you leave out costs the deck\'s top card.';
      for (let k = 0; k <= view.secrets_max; k++) {
        const label = k === 0 ? 'No secret' : k === 1 ? '1 secret' : k + ' secrets';
        secrets.appendChild(button(label, k === view.secrets_max ? 'primary' : '', () => act('secrets ' + view.seat + ' ' + k), 'act-secrets-' + k));
      }
    } else if (jgPlaying()) {
      title.textContent = jgForDummy() ? 'Play for ' + (jgSeat(view.plays_for) || {}).name : 'Your play';
      text.textContent = jg.pick ? 'Tap a column to put ' + (jg.pick === 'deck' ? "the deck's top card (unseen)" : 'your ' + cardWords(jg.pick)) + ' face down there.' : 'Pick a card below first.';
    } else {
      title.textContent = view.phase === 'over' ? 'The end' : 'The drafts';
      text.textContent = jgProgress() + '.';
    }
    renderJgColumns(verdict);
  }

  function renderJgColumns(verdict) {
    const box = $('jg-columns');
    const playing = jgPlaying() && !!jg.pick;
    const reasons = [];
    for (const d of view.drafts || [])
      if (playing && jg.legal[d.draft] === false && jg.why[d.draft]) reasons.push(jg.why[d.draft]);
    rebuildIf(box, [view.drafts || [], playing, jg.legal, jg.why], () => renderJgColumnCards(box, playing));
    if (playing && reasons.length) {
      verdict.textContent = reasons[0];
      verdict.className = 'verdict bad';
    } else if (playing && Object.values(jg.legal).some((x) => x)) {
      verdict.textContent = 'Gold columns take it.';
      verdict.className = 'verdict good';
    }
  }

  function renderJgColumnCards(box, playing) {
    for (const d of view.drafts || []) {
      const col = el(playing ? 'button' : 'div', 'column');
      col.dataset.draft = d.draft;
      if (playing) {
        col.type = 'button';
        col.id = 'play-' + d.draft;
        const legal = jg.legal[d.draft];
        if (legal === true) col.classList.add('legal');
        if (legal === false) {
          col.classList.add('illegal');
          col.disabled = true;
        }
        col.addEventListener('click', () => act(jgLine(d.draft)));
      }
      const head = el('div', 'col-head');
      head.appendChild(el('span', 'col-name', DRAFT_TITLES[d.draft] || d.draft));
      const jokerHand = ((view.drafts || []).find((x) => x.draft === 'joker') || {}).hand || [];
      if (d.draft !== 'joker' && ((d.hand || []).length || jokerHand.length)) head.appendChild(el('span', 'ahead ' + (d.ahead > 0 ? 'up' : 'down'), d.ahead > 0 ? 'passes' : 'fails'));
      col.appendChild(head);
      const policy = el('div', 'policy');
      if (d.policy) policy.appendChild(cardEl(d.policy, { size: 'small' }));
      else policy.appendChild(el('div', 'joker-mark', d.draft === 'joker' ? 'J★' : ''));
      col.appendChild(policy);
      const hand = el('div', 'col-hand');
      for (const c of d.hand || []) hand.appendChild(cardEl(c, { size: 'tiny' }));
      if (!(d.hand || []).length) hand.appendChild(el('span', 'empty', 'no cards yet'));
      col.appendChild(hand);
      col.appendChild(el('div', 'words', d.words || ''));
      const down = el('div', 'down');
      for (const o of d.down || []) {
        const c = o.card ? cardEl(o.card, { size: 'tiny' }) : backEl('tiny');
        c.classList.add('face-down');
        c.title = o.seat > 0 ? seatName(o.seat) + (o.from === 'deck' ? " (the deck's card)" : '') : 'a secret influence';
        down.appendChild(c);
      }
      for (let i = 0; i < (d.secrets || 0); i++) {
        const s = backEl('tiny');
        s.classList.add('secret');
        s.title = 'a secret influence, waiting for the last cycle';
        down.appendChild(s);
      }
      const nd = (d.down || []).length;
      const parts = [];
      if (nd) parts.push(nd + ' face down');
      if (d.secrets) parts.push(d.secrets + (d.secrets === 1 ? ' secret waits' : ' secrets wait'));
      if (parts.length) col.appendChild(el('div', 'down-label', parts.join(', ')));
      col.appendChild(down);
      box.appendChild(col);
    }
  }

  function renderJgHand() {
    const hand = view.hand || [];
    $('jg-hand-title').textContent = 'Your hand (' + hand.length + (hand.length === 1 ? ' card)' : ' cards)');
    const sigil = $('jg-sigil');
    sigil.textContent = '';
    $('jg-sigil-box').hidden = !view.sigil;
    if (view.sigil) sigil.appendChild(cardEl(view.sigil));
    const box = $('jg-hand');
    const playing = jgPlaying();
    const handOk = playing && !jgForDummy();
    rebuildIf(box, [hand, playing, handOk, jg.pick, view.deck], () => renderJgHandCards(box, hand, playing, handOk));
  }

  function renderJgHandCards(box, hand, playing, handOk) {
    if (!hand.length) box.appendChild(el('span', 'empty', 'No cards in your hand.'));
    for (const code of hand) {
      const c = cardEl(code, { button: handOk });
      if (handOk) {
        c.id = 'pick-' + code;
        if (jg.pick === code) c.classList.add('chosen');
        c.addEventListener('click', () => jgPick(code));
      }
      box.appendChild(c);
    }
    if (playing && view.deck > 0) {
      const d = el('button', 'card back deck');
      d.type = 'button';
      d.id = 'pick-deck';
      d.setAttribute('aria-label', "The deck's top card, unseen (" + view.deck + ' left)');
      d.title = "The deck's top card, unseen";
      if (jg.pick === 'deck') d.classList.add('chosen');
      d.addEventListener('click', () => jgPick('deck'));
      const wrap = el('div', 'deck-pick');
      wrap.appendChild(d);
      wrap.appendChild(el('span', 'deck-label', 'Deck (' + view.deck + ')'));
      box.appendChild(wrap);
    }
  }

  function renderJgResult() {
    const r = view.result;
    $('jg-result').hidden = !r;
    $('jg-next').textContent = '';
    if (!r) {
      $('jg-result-rows').textContent = ''; // only this round's sigils are ever on the page
      return;
    }
    $('jg-result-title').textContent = 'Round ' + r.round + ': the sigils';
    const rows = $('jg-result-rows');
    rows.textContent = '';
    (view.seats || []).forEach((s, i) => {
      if (!r.sigils[i]) return;
      const box = el('div', 'seat');
      if (r.won[i]) box.classList.add('turn');
      if (s.seat === view.seat) box.classList.add('me');
      box.appendChild(el('div', 'name', s.name));
      const line = el('div', 'meta');
      line.appendChild(cardEl(r.sigils[i], { size: 'tiny' }));
      const pts = r.half_points[i] / 2;
      line.appendChild(el('span', '', ' ' + pts + (pts === 1 ? ' point' : ' points') + (r.won[i] ? ' · wins' : '')));
      box.appendChild(line);
      rows.appendChild(box);
    });
    // Whoever may go on at the screen may go on from here (the round's scores were read).
    const next = $('jg-next');
    if (view.next_round) next.appendChild(button('Next round', 'primary', () => act('next-round ' + view.seat), 'act-next-round'));
  }

  function renderJgTable() {
    $('jg-progress').textContent = jgProgress() + ' · ' + view.wins_to_win + (view.wins_to_win === 1 ? ' round win' : ' round wins') + ' win the game · deck ' + view.deck;
    const seats = $('jg-seats');
    seats.textContent = '';
    for (const s of view.seats || []) {
      const box = el('div', 'seat');
      box.dataset.seat = String(s.seat);
      if (s.seat === view.turn && view.phase === 'play') box.classList.add('turn');
      if (s.seat === view.seat) box.classList.add('me');
      box.appendChild(el('div', 'name', s.name));
      const bits = [];
      if (s.kind !== 'dummy') bits.push(s.cards + (s.cards === 1 ? ' card' : ' cards'));
      bits.push(s.wins + (s.wins === 1 ? ' win' : ' wins'));
      if (s.seat === view.chairman) bits.push('chairman');
      if (s.kind === 'computer') bits.push('computer');
      else if (s.kind === 'dummy') bits.push(s.controller ? 'played by ' + seatName(s.controller) : 'dummy');
      else if (s.phone) bits.push('on a phone');
      if (view.waiting_for === s.seat && view.phase !== 'over') bits.push('to play');
      box.appendChild(el('div', 'meta', bits.join(' · ')));
      seats.appendChild(box);
    }
    const village = $('jg-village');
    village.textContent = '';
    for (const c of view.village || []) village.appendChild(cardEl(c, { size: 'small' }));
    if (!(view.village || []).length) village.appendChild(el('span', 'hint', 'No policy has passed yet.'));
  }
  T.register({
    id: 'jugglers',
    stylesheet: true,
    sections: `
  <section id="jg-decide" class="panel jg">
    <h2 id="jg-title">Jugglers</h2>
    <p id="jg-text" class="hint"></p>
    <div id="jg-secrets" class="actions"></div>
    <div id="jg-columns" class="columns" aria-label="The three drafts: left policy, joker, right policy"></div>
    <div id="jg-verdict" class="verdict" aria-live="polite"></div>
  </section>
  <section id="jg-result" class="panel jg" hidden>
    <h2 id="jg-result-title">The round's end</h2>
    <div id="jg-result-rows" class="seats"></div>
    <div id="jg-next" class="actions"></div>
  </section>
  <section id="jg-hand-panel" class="panel jg">
    <div class="hand-row">
      <div id="jg-sigil-box" class="sigil-box">
        <div class="label">Your sigil</div>
        <div id="jg-sigil"></div>
      </div>
      <div class="hand-col">
        <h2 id="jg-hand-title">Your hand</h2>
        <div id="jg-hand" class="hand"></div>
      </div>
    </div>
  </section>
  <section id="jg-table" class="panel jg">
    <h2>Table</h2>
    <p id="jg-progress" class="hint"></p>
    <div id="jg-seats" class="seats"></div>
    <h3>Village Order</h3>
    <div id="jg-village" class="village"></div>
  </section>
`,
    movesNow: (v) => !!v.your_decision && (v.phase === 'secrets' || v.phase === 'play'),
    render(v) {
      view = v;
      renderJugglers();
    },
  });
})();
