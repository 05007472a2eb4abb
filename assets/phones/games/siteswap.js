/* The siteswap card game's part of the phone page (app.js names no game): its panels, the
 * pattern built in throw order, the performance, the exchange, the hand and the table. Its
 * rules are the game's (assets/rules/); this only offers moves and shows the answers. */
'use strict';

(function () {
  const T = window.Throwdeck;
  const { $, el, parseCard, cardEl, rebuildIf, backEl, button, SUIT_SYMBOLS, seatName, quote, post, act } = T;

  const PROPS = [['balls', 'Balls'], ['clubs', 'Clubs'], ['rings', 'Rings']];
  const HANDS = [['right', 'Right hand'], ['left', 'Left hand']];
  const MOVES = [['normal', 'Normal'], ['reverse', 'Reverse'], ['mills-mess', 'Mills Mess']];
  const WHERE = [['screen', 'On screen'], ['real', 'For real']];
  const HINTS = [['balls', 'balls'], ['period', 'period'], ['highest', 'highest throw']];

  let view = null;               // the view last drawn (the page's, given to each hook)
  let dragging = null;           // the pattern card being dragged, if any
  let checkTimer = 0;
  let checkSeq = 0;

  // What this phone is choosing; the game knows nothing of it until an action is sent.
  const ui = {
    pattern: [],      // [{code, own, reduce}] in throw order
    target: -1,       // index (from 1) of the revealed siteswap extended, -1 for a new build
    style: { prop: 'balls', hand: 'right', move: 'normal' },
    where: 'screen',
    picked: [],       // cards chosen in the hand for a discard
    trickOpen: false,
    guessOpen: false,
    turnKey: '',      // resets the build when a new turn starts
    verdict: null,    // the game's last answer to a check: {line, ok, text}
  };
  function myFlash() {
    if (!view) return 5;
    return Number.isInteger(view.flash) ? view.flash : 5;
  }

  // The throw a card is for this seat (S2): 10 is 0 and an Ace 1 below those flashes.
  function throwValue(code) {
    const c = parseCard(code);
    if (!c) return 0;
    const f = myFlash();
    if (c.value === 10) return f >= 10 ? 10 : 0;
    if (c.value === 1) return f >= 11 ? 11 : 1;
    return c.value;
  }

  function throwText(v) {
    return v >= 10 ? String.fromCharCode(87 + v) : String(v); // 10 -> a, 11 -> b
  }
  /* ---- Keeping the phone's choices in step with the game ---- */

  // The pattern being built survives a reload of the page: it is kept with the turn it belongs
  // to (a reload in another turn starts afresh) by the table's server (POST draft, so another
  // tab or a restarted browser finds it too) and in this tab (sessionStorage, for a moment
  // without the server).
  const BUILD_KEY = 'throwdeck-build:' + location.pathname;
  let draftText = '';
  let draftTimer = 0;

  let draftAt = 0;

  function sendDraft(keepalive) {
    clearTimeout(draftTimer);
    draftTimer = 0;
    fetch('draft', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: draftText, cache: 'no-store', credentials: 'same-origin', keepalive: !!keepalive })
      .catch(() => { draftText = ''; }); // offline: sent again with the next change
  }

  function saveBuild() {
    const choice = { turnKey: ui.turnKey, pattern: ui.pattern, target: ui.target, style: ui.style, where: ui.where };
    const same = JSON.stringify(choice);
    if (same === draftText.replace(/,"at":\d+\}$/, '}')) return;
    draftAt = Math.max(Date.now(), draftAt + 1);
    draftText = JSON.stringify({ ...choice, at: draftAt });
    try {
      sessionStorage.setItem(BUILD_KEY, draftText);
    } catch (e) { /* storage off (private mode, full): the server keeps it */ }
    clearTimeout(draftTimer);
    draftTimer = setTimeout(() => sendDraft(false), 250);
  }
  // Leaving (a reload, the tab closed): what is still waiting goes now.
  window.addEventListener('pagehide', () => { if (draftTimer) sendDraft(true); });

  // The newer of the server's draft and this tab's.
  async function loadDraft() {
    let server = null;
    let local = null;
    try {
      const r = await fetch('draft', { cache: 'no-store', credentials: 'same-origin' });
      if (r.ok) server = await r.json();
    } catch (e) { /* no server draft (or a damaged one) */ }
    try {
      local = JSON.parse(sessionStorage.getItem(BUILD_KEY) || 'null');
    } catch (e) {
      local = null;
    }
    const when = (d) => (d && typeof d === 'object' && Number.isFinite(d.at) ? d.at : -1);
    const saved = when(local) > when(server) ? local : server;
    if (when(saved) >= 0) draftAt = when(saved);
    restoreBuild(saved);
  }

  function restoreBuild(saved) {
    if (!saved || typeof saved !== 'object' || typeof saved.turnKey !== 'string') return;
    const okStyle = (list, v) => list.some(([k]) => k === v);
    ui.turnKey = saved.turnKey;
    if (Array.isArray(saved.pattern)) {
      ui.pattern = saved.pattern
        .filter((p) => p && typeof p.code === 'string' && parseCard(p.code))
        .map((p) => ({ code: p.code, own: !!p.own, reduce: !!p.reduce }));
    }
    if (Number.isInteger(saved.target)) ui.target = saved.target;
    const st = saved.style || {};
    if (okStyle(PROPS, st.prop)) ui.style.prop = st.prop;
    if (okStyle(HANDS, st.hand)) ui.style.hand = st.hand;
    if (okStyle(MOVES, st.move)) ui.style.move = st.move;
    if (okStyle(WHERE, saved.where)) ui.where = saved.where;
  }

  function myTurnToBuild() {
    return view && view.phase === 'turn' && view.your_turn;
  }

  function reconcile() {
    const key = view.phase + ':' + view.turn + ':' + (view.your_turn ? 1 : 0);
    if (key !== ui.turnKey) {
      ui.turnKey = key;
      ui.pattern = [];
      ui.target = -1;
      ui.picked = [];
      ui.trickOpen = false;
    }
    const hand = view.hand || [];
    // A card that left the hand leaves the pattern and the picks too.
    ui.pattern = ui.pattern.filter((p) => !p.own || hand.includes(p.code));
    ui.picked = ui.picked.filter((c) => hand.includes(c));
    if (ui.target > 0 && !(view.revealed || []).some((r) => r.index === ui.target)) {
      ui.target = -1;
      ui.pattern = ui.pattern.filter((p) => p.own);
    }
    const perf = view.performance;
    if (!perf || !perf.you_may_guess) ui.guessOpen = false;
  }
  function renderBanner() {
    const b = $('banner');
    const perf = view.performance;
    let text;
    let mine = false;
    switch (view.phase) {
      case 'turn':
        mine = !!view.your_turn;
        text = mine ? 'Your turn: build, extend, juggle a trick or skip.' : seatName(view.turn) + "'s turn.";
        break;
      case 'perform':
        if (perf && perf.you_perform) {
          mine = true;
          text = perf.on_screen ? 'The juggler on screen performs your pattern.' : 'Juggle your pattern! Count the cycles here.';
        } else if (perf && perf.you_may_guess) {
          mine = true;
          text = seatName(perf.performer) + ' performs: buzz in when you know it.';
        } else {
          text = (perf ? seatName(perf.performer) : 'Someone') + ' performs.';
        }
        break;
      case 'trick_discard':
        mine = !!(perf && perf.you_perform);
        text = mine ? 'Your trick was named: put two cards on the discard pile.' : (perf ? seatName(perf.performer) : 'The performer') + ' discards two cards.';
        break;
      case 'exchange': {
        const ex = view.exchange || {};
        mine = ex.seat === view.seat;
        text = mine ? 'You named it! You may exchange one card.' : seatName(ex.seat) + ' may exchange a card.';
        break;
      }
      case 'over':
        text = 'The game is over. ' + placesText() + (view.end ? ' (' + view.end + ')' : '');
        break;
      default:
        text = '';
    }
    b.textContent = text;
    b.className = mine ? 'banner you' : 'banner';
  }

  function placesText() {
    const placed = (view.seats || []).filter((s) => s.place > 0).sort((a, b) => a.place - b.place);
    if (!placed.length) return '';
    return placed.map((s) => ordinal(s.place) + ' ' + s.name).join(', ') + '.';
  }

  function ordinal(n) {
    const t = n % 100;
    if (t >= 11 && t <= 13) return n + 'th';
    return n + (['th', 'st', 'nd', 'rd'][n % 10] || 'th');
  }
  function renderPerformance() {
    const perf = view.performance;
    const show = !!perf && (view.phase === 'perform' || view.phase === 'trick_discard');
    $('perform').hidden = !show;
    if (!show) {
      $('guess-form').hidden = true;
      return;
    }
    const kindWord = { build: 'a new pattern', extend: 'an extended pattern', trick: 'a trick' }[perf.kind] || 'a pattern';
    $('perform-title').textContent = (perf.you_perform ? 'You perform ' : seatName(perf.performer) + ' performs ') + kindWord;
    const facts = $('perform-facts');
    facts.textContent = '';
    const dl = el('dl', 'facts');
    const fact = (k, v) => {
      dl.appendChild(el('dt', '', k));
      dl.appendChild(el('dd', '', v));
    };
    fact('Where', perf.on_screen ? 'the juggler on screen' : 'juggled for real');
    fact('Cycles', perf.cycles + ' of ' + perf.cycles_to_lay_down);
    const hints = perf.hints || {};
    if (perf.kind !== 'trick') {
      for (const [k, word] of HINTS) {
        const v = hints[k];
        fact(word[0].toUpperCase() + word.slice(1), v === undefined || v < 0 ? '?' : throwText(v));
      }
    }
    if (perf.recognised_by > 0) fact('Named by', seatName(perf.recognised_by));
    facts.appendChild(dl);
    if (perf.you_perform && Array.isArray(perf.own) && perf.own.length) {
      // The performer's own pattern, to juggle from: nobody else's view holds it (S17).
      const mine = el('div', 'own');
      mine.appendChild(el('span', 'hint', 'You juggle '));
      mine.appendChild(el('span', 'name', perf.own.map((c) => throwText(throwValue(c))).join('')));
      const cards = el('span', 'cards');
      for (const c of perf.own) cards.appendChild(cardEl(c, { size: 'tiny' }));
      mine.appendChild(cards);
      facts.appendChild(mine);
    }

    const actions = $('perform-actions');
    actions.textContent = '';
    const me = view.seat;
    if (perf.you_perform && view.phase === 'perform') {
      // The same buttons as the big screen's (sst_buttons.c): a trick is never laid down, and
      // hints end once the pattern is named.
      const trick = perf.kind === 'trick';
      const named = perf.recognised_by > 0;
      if (!perf.on_screen) actions.appendChild(button('One more cycle', 'primary', () => act('cycle ' + me), 'act-cycle'));
      if (!trick) {
        const lay = button('Lay it down', perf.on_screen ? 'primary' : '', () => act('laydown ' + me), 'act-laydown');
        lay.disabled = named || perf.cycles < perf.cycles_to_lay_down;
        actions.appendChild(lay);
      }
      actions.appendChild(button(trick ? 'Give up' : 'Dropped', 'danger', () => act('drop ' + me), 'act-drop'));
      if (!perf.on_screen) actions.appendChild(button('Show it on screen', '', () => act('screen ' + me), 'act-screen'));
      if (!trick && !named) {
        for (const [k, word] of HINTS) {
          const v = hints[k];
          if (v === undefined || v < 0) actions.appendChild(button('Hint: ' + word, '', () => act('hint ' + me + ' ' + k), 'act-hint-' + k));
        }
      }
      if (!trick && !named && perf.cycles < perf.cycles_to_lay_down) {
        actions.appendChild(el('p', 'hint wide', 'You may lay it down unnamed after ' + perf.cycles_to_lay_down + ' cycles.'));
      }
    }
    const form = $('guess-form');
    if (perf.you_may_guess && view.phase === 'perform') {
      if (!ui.guessOpen) actions.appendChild(button('Buzz in', 'primary', openGuess, 'act-buzz'));
      form.hidden = !ui.guessOpen;
      const trick = perf.kind === 'trick';
      $('guess-label').textContent = trick ? 'Which trick is it? Tap its name.' : 'The siteswap you see';
      $('guess-text').inputMode = 'numeric';
      $('guess-typed').hidden = trick;
      renderGuessList(trick && ui.guessOpen);
    } else {
      form.hidden = true;
    }
  }

  // A trick's guess: the names the screen's list offers, one button each (not free text).
  function renderGuessList(show) {
    const list = $('guess-list');
    list.hidden = !show;
    const names = Array.isArray(view.tricks) ? view.tricks : [];
    if (!show) return;
    if (list.dataset.names === names.join('\n')) return;
    list.dataset.names = names.join('\n');
    list.textContent = '';
    if (!names.length) list.appendChild(el('p', 'hint', 'This game has no list of tricks.'));
    names.forEach((name, i) => {
      const b = button(name, '', () => sendGuess(name), 'guess-trick-' + i);
      b.dataset.trick = name;
      list.appendChild(b);
    });
  }

  async function sendGuess(text) {
    if (!text || !view) return;
    if (await act('guess ' + view.seat + ' ' + quote(text))) {
      $('guess-text').value = '';
      ui.guessOpen = false;
      T.render();
    }
  }

  function openGuess() {
    ui.guessOpen = true;
    renderPerformance();
    $('guess-text').focus();
  }

  function renderExchange() {
    const ex = view.exchange;
    const show = view.phase === 'exchange' && !!ex;
    $('exchange').hidden = !show;
    if (!show) return;
    const mine = ex.seat === view.seat;
    const actions = $('exchange-actions');
    actions.textContent = '';
    const me = view.seat;
    if (!mine) {
      $('exchange-title').textContent = seatName(ex.seat) + ' exchanges';
      $('exchange-text').textContent = 'They may take a card from a pile and discard one.';
      return;
    }
    $('exchange-title').textContent = 'Your exchange';
    if (!ex.taken) {
      $('exchange-text').textContent = 'Take the top card of the pick-up pile or of the discard pile, then discard one; or keep your hand.';
      const pick = button('', 'pilebtn', () => act('take ' + me + ' pickup'), 'act-take-pickup');
      pick.appendChild(backEl('small'));
      pick.appendChild(el('span', '', 'From the pick-up pile (' + (view.pickup || 0) + ')'));
      actions.appendChild(pick);
      const discard = view.discard || [];
      if (discard.length) {
        const top = discard[discard.length - 1];
        const d = button('', 'pilebtn', () => act('take ' + me + ' discard'), 'act-take-discard');
        d.appendChild(cardEl(top, { size: 'small' }));
        d.appendChild(el('span', '', 'The discard pile\'s top card'));
        actions.appendChild(d);
      }
      actions.appendChild(button('Keep my hand', '', () => act('decline ' + me), 'act-decline'));
    } else {
      $('exchange-text').textContent = 'Tap the card to put face up on the discard pile.';
      const c = ui.picked[0];
      const b = button(c ? 'Discard ' + cardWords(c) : 'Tap a card in your hand', 'primary', () => {
        if (ui.picked[0]) act('discard ' + me + ' ' + ui.picked[0]);
      }, 'act-discard');
      b.disabled = !c;
      actions.appendChild(b);
    }
  }

  // A card in words, as the discard button names it.
  function cardWords(code) {
    const c = parseCard(code);
    return c ? c.rank + SUIT_SYMBOLS[c.suit] : 'a card';
  }

  /* The build: cards in throw order, reductions, style, where to perform. */

  function actionLine() {
    const me = view.seat;
    const own = ui.pattern;
    let line = ui.target > 0 ? 'extend ' + me + ' on ' + ui.target : 'build ' + me;
    for (const p of own) line += ' ' + p.code;
    line += ' style ' + ui.style.prop + ' ' + ui.style.hand + ' ' + ui.style.move;
    const reduced = [];
    own.forEach((p, i) => { if (p.reduce) reduced.push(i + 1); });
    if (reduced.length) line += ' reduce ' + reduced.join(' ');
    if (ui.where === 'screen') line += ' screen';
    return line;
  }

  function trickLine(name) {
    let line = 'trick ' + view.seat + ' ' + quote(name) + ' style ' + ui.style.prop + ' ' + ui.style.hand + ' ' + ui.style.move;
    if (ui.where === 'screen') line += ' screen';
    return line;
  }

  function renderBuild() {
    saveBuild();
    const show = myTurnToBuild();
    $('build').hidden = !show;
    // The options sit below the hand, so the hand is next to the pattern it is tapped into.
    $('build-options').hidden = !show;
    if (!show) return;
    const extending = ui.target > 0;
    const rev = extending ? (view.revealed || []).find((r) => r.index === ui.target) : null;
    $('build-title').textContent = extending ? 'Extend ' + (rev ? rev.pattern : '') : 'Build a siteswap';
    const target = $('build-target');
    target.textContent = extending
      ? 'Insert your cards anywhere; the cards on the table keep their order. '
      : 'Tap your cards in throw order; drag to reorder, tap to take back. To extend, tap a siteswap on the table. ';
    if (extending) {
      target.appendChild(button('Build a new one instead', '', () => chooseTarget(-1), 'act-new-build'));
    }
    renderPattern();
    renderStyle();
    const go = $('build-go');
    go.textContent = '';
    const own = ui.pattern.filter((p) => p.own).length;
    const perform = button(ui.where === 'screen' ? 'Perform on screen' : 'Perform for real', 'primary', () => act(actionLine()), 'act-perform');
    // Only a play the game has just judged legal (the same check as the screen's).
    perform.disabled = own === 0 || !(ui.verdict && ui.verdict.ok && ui.verdict.line === actionLine());
    go.appendChild(perform);
    if (own) go.appendChild(button('Clear', '', () => { ui.pattern = ui.pattern.filter((p) => !p.own); T.render(); scheduleCheck(); }, 'act-clear'));
    const actions = $('build-actions');
    actions.textContent = '';
    actions.appendChild(button('Juggle a trick', ui.trickOpen ? 'pressed' : '', () => { ui.trickOpen = !ui.trickOpen; renderBuild(); }, 'act-trick'));
    actions.appendChild(button('Skip my turn', '', () => act('skip ' + view.seat), 'act-skip'));
    $('trick-form').hidden = !ui.trickOpen;
    const names = $('trick-names');
    if (Array.isArray(view.tricks) && names.childElementCount !== view.tricks.length) {
      names.textContent = '';
      for (const t of view.tricks) {
        const o = document.createElement('option');
        o.value = String(t);
        names.appendChild(o);
      }
    }
    scheduleCheck();
  }

  function chooseTarget(index) {
    if (!myTurnToBuild()) return;
    if (ui.target === index) index = -1;
    ui.target = index;
    const own = ui.pattern.filter((p) => p.own);
    if (index > 0) {
      const rev = (view.revealed || []).find((r) => r.index === index);
      ui.pattern = (rev ? rev.cards : []).map((c) => ({ code: c, own: false, reduce: false })).concat(own);
    } else {
      ui.pattern = own;
    }
    T.render();
  }

  function reducible(p, period) {
    const v = throwValue(p.code);
    return v > myFlash() && v - period >= 0;
  }

  function renderPattern() {
    const box = $('pattern');
    box.textContent = '';
    if (!ui.pattern.length) {
      box.appendChild(el('span', 'empty', 'Your pattern appears here.'));
      return;
    }
    const period = ui.pattern.length;
    ui.pattern.forEach((p, i) => {
      if (!reducible(p, period)) p.reduce = false;
      const slot = el('div', 'slot');
      slot.dataset.index = String(i);
      const card = cardEl(p.code, { button: true });
      if (!p.own) card.classList.add('locked');
      card.setAttribute('aria-label', card.getAttribute('aria-label') + (p.own ? ', throw ' + (i + 1) + ': tap to take back, drag to move' : ', on the table'));
      slot.appendChild(card);
      const v = throwValue(p.code);
      slot.appendChild(el('span', 'value', p.reduce ? throwText(v) + '→' + throwText(v - period) : throwText(v)));
      if (reducible(p, period)) {
        const r = el('button', 'reduce' + (p.reduce ? ' on' : ''), '−' + period);
        r.type = 'button';
        r.title = 'Juggle it ' + period + ' lower (you have not flashed ' + v + ')';
        r.setAttribute('aria-pressed', p.reduce ? 'true' : 'false');
        r.addEventListener('pointerdown', (ev) => ev.stopPropagation());
        r.addEventListener('click', (ev) => {
          ev.stopPropagation();
          p.reduce = !p.reduce;
          renderPattern();
          scheduleCheck();
        });
        slot.appendChild(r);
      }
      if (p.own) {
        attachDrag(slot, i);
        // From a keyboard (a click with no pointer): Enter or Space takes the card back.
        card.addEventListener('click', (ev) => {
          if (ev.detail !== 0) return;
          ui.pattern.splice(i, 1);
          T.render();
          scheduleCheck();
        });
      }
      box.appendChild(slot);
    });
  }

  // Drag to reorder, tap to remove: one pointer gesture, told apart by how far it moved.
  function attachDrag(slot, index) {
    slot.addEventListener('pointerdown', (ev) => {
      if (ev.button !== undefined && ev.button > 0) return;
      dragging = { slot: slot, index: index, x: ev.clientX, y: ev.clientY, id: ev.pointerId, moved: false, drop: -1 };
      try { slot.setPointerCapture(ev.pointerId); } catch (e) { /* synthetic pointers */ }
      ev.preventDefault();
    });
    slot.addEventListener('pointermove', (ev) => {
      if (!dragging || dragging.slot !== slot) return;
      const dx = ev.clientX - dragging.x;
      const dy = ev.clientY - dragging.y;
      if (!dragging.moved && Math.hypot(dx, dy) < 8) return;
      dragging.moved = true;
      slot.classList.add('dragging');
      slot.style.transform = 'translate(' + dx + 'px,' + dy + 'px)';
      markDrop(ev.clientX, ev.clientY);
    });
    const end = (ev) => {
      if (!dragging || dragging.slot !== slot) return;
      const d = dragging;
      dragging = null;
      if (ev.type === 'pointercancel') {
        finishDrag();
        return;
      }
      if (d.moved) {
        if (d.drop >= 0) {
          const [p] = ui.pattern.splice(d.index, 1);
          const to = d.drop > d.index ? d.drop - 1 : d.drop;
          ui.pattern.splice(to, 0, p);
        }
      } else {
        ui.pattern.splice(d.index, 1);
      }
      finishDrag();
    };
    slot.addEventListener('pointerup', end);
    slot.addEventListener('pointercancel', end);
  }

  // Where the dragged card would land: before or after the slot nearest the finger.
  function markDrop(x, y) {
    const slots = Array.from($('pattern').querySelectorAll('.slot'));
    let best = null;
    let bestD = Infinity;
    for (const s of slots) {
      s.classList.remove('drop-before', 'drop-after');
      if (s === dragging.slot) continue;
      const r = s.getBoundingClientRect();
      const d = Math.hypot(x - (r.left + r.width / 2), y - (r.top + r.height / 2));
      if (d < bestD) { bestD = d; best = s; }
    }
    dragging.drop = -1;
    if (!best) return;
    const r = best.getBoundingClientRect();
    const after = x > r.left + r.width / 2;
    best.classList.add(after ? 'drop-after' : 'drop-before');
    dragging.drop = Number(best.dataset.index) + (after ? 1 : 0);
  }

  function finishDrag() {
    T.release();
    scheduleCheck();
  }

  function renderStyle() {
    const seg = (id, choices, current, set) => {
      const box = $(id);
      box.textContent = '';
      for (const [value, label] of choices) {
        const b = button(label, value === current ? 'pressed' : '', () => { set(value); renderBuild(); }, id + '-' + value);
        b.setAttribute('aria-pressed', value === current ? 'true' : 'false');
        box.appendChild(b);
      }
    };
    seg('seg-prop', PROPS, ui.style.prop, (v) => { ui.style.prop = v; });
    seg('seg-hand', HANDS, ui.style.hand, (v) => { ui.style.hand = v; });
    seg('seg-move', MOVES, ui.style.move, (v) => { ui.style.move = v; });
    seg('seg-where', WHERE, ui.where, (v) => { ui.where = v; });
  }

  // Asks the game whether the pattern as it stands would be accepted, a moment after it changes.
  function scheduleCheck() {
    clearTimeout(checkTimer);
    const verdict = $('verdict');
    if (ui.verdict && ui.verdict.line !== (myTurnToBuild() ? actionLine() : '')) {
      ui.verdict = null;
      const perform = $('act-perform');
      if (perform) perform.disabled = true;
    }
    if (!myTurnToBuild()) return;
    if (!ui.pattern.some((p) => p.own)) {
      verdict.textContent = '';
      verdict.className = 'verdict';
      return;
    }
    checkTimer = setTimeout(runCheck, 120);
  }

  async function runCheck() {
    if (!$('verdict')) return; // the page shows another game now
    const seq = ++checkSeq;
    const line = actionLine();
    let answer;
    try {
      answer = await post('check', line);
    } catch (e) {
      return;
    }
    if (seq !== checkSeq || !myTurnToBuild()) return;
    const verdict = $('verdict');
    const f = answer.facts || {};
    // The screen's words: "531: not yet. <the rules' reason>", "531 is legal. 3 balls · period 3".
    const digits = Array.isArray(f.values) ? f.values.map(throwText).join('') : '';
    let text;
    if (answer.ok) {
      text = '✓ ' + (digits ? digits + ' is legal.' : 'Legal.');
      if (f.valid && f.balls >= 0) text += ' ' + f.balls + (f.balls === 1 ? ' ball' : ' balls') + ' \u00b7 period ' + f.period;
    } else {
      const why = answer.error || (f.valid === false ? f.why : '') || 'The game does not allow this play.';
      text = '✗ ' + (digits ? digits + ': not yet. ' : '') + why;
    }
    verdict.textContent = text;
    verdict.className = 'verdict ' + (answer.ok ? 'good' : 'bad');
    verdict.dataset.ok = answer.ok ? '1' : '0';
    ui.verdict = { line, ok: !!answer.ok, text };
    const perform = $('act-perform');
    if (perform && !T.busy()) perform.disabled = !answer.ok;
  }

  /* The hand: tap to add to the pattern, or to choose cards to discard. */

  function handMode() {
    if (myTurnToBuild()) return 'build';
    const perf = view.performance;
    if (view.phase === 'exchange' && view.exchange && view.exchange.seat === view.seat && view.exchange.taken) return 'discard-one';
    if (view.phase === 'trick_discard' && perf && perf.you_perform) return 'discard-two';
    return 'none';
  }

  function renderHand() {
    const hand = view.hand || [];
    const mode = handMode();
    $('hand-title').textContent = 'Your hand (' + hand.length + (hand.length === 1 ? ' card)' : ' cards)');
    const box = $('hand');
    const used = hand.map((code) => mode === 'build' && ui.pattern.some((p) => p.own && p.code === code));
    const chosen = hand.map((code) => mode !== 'build' && ui.picked.includes(code));
    rebuildIf(box, [mode, hand, used, chosen], () => {
      if (!hand.length) box.appendChild(el('span', 'empty', 'No cards in your hand.'));
      hand.forEach((code, i) => {
        const interactive = mode !== 'none';
        const c = cardEl(code, { button: interactive });
        if (used[i]) c.classList.add('used');
        if (chosen[i]) c.classList.add('chosen');
        if (interactive) c.addEventListener('click', () => tapHandCard(code, mode));
        box.appendChild(c);
      });
    });
    const actions = $('hand-actions');
    actions.textContent = '';
    if (mode === 'discard-two') {
      const need = Math.min(2, hand.length);
      const b = button(ui.picked.length === need ? 'Discard these ' + need : 'Choose ' + need + ' cards to discard', 'primary',
        () => act('discard-two ' + view.seat + ' ' + ui.picked.join(' ')), 'act-discard-two');
      b.disabled = ui.picked.length !== need;
      actions.appendChild(b);
    }
    if (view.may_draw) actions.appendChild(button('Draw a card', '', () => act('draw ' + view.seat), 'act-draw'));
  }

  function tapHandCard(code, mode) {
    if (mode === 'build') {
      const at = ui.pattern.findIndex((p) => p.own && p.code === code);
      if (at >= 0) ui.pattern.splice(at, 1);
      else ui.pattern.push({ code: code, own: true, reduce: false });
      renderBuild();
      renderHand();
      return;
    }
    const at = ui.picked.indexOf(code);
    if (at >= 0) ui.picked.splice(at, 1);
    else if (mode === 'discard-one') ui.picked = [code];
    else if (ui.picked.length < 2) ui.picked.push(code);
    else ui.picked = [ui.picked[1], code];
    renderHand();
    renderExchange();
  }

  /* The table: seats, piles, siteswaps laid down. */

  function renderTable() {
    const seats = $('seats');
    seats.textContent = '';
    const perf = view.performance;
    for (const s of view.seats || []) {
      const box = el('div', 'seat');
      box.dataset.seat = String(s.seat);
      if (s.seat === view.turn && view.phase !== 'over') box.classList.add('turn');
      if (s.seat === view.seat) box.classList.add('me');
      box.appendChild(el('div', 'name', s.name));
      const bits = [];
      bits.push(s.cards + (s.cards === 1 ? ' card' : ' cards'));
      if (s.place > 0) bits.push(ordinal(s.place) + ' place');
      if (s.kind === 'computer') bits.push('computer');
      else if (s.phone) bits.push('on a phone');
      if (perf && perf.performer === s.seat && view.phase === 'perform') bits.push('performing');
      else if (view.waiting_for === s.seat && view.phase !== 'over') bits.push('to play');
      box.appendChild(el('div', 'meta', bits.join(' · ')));
      seats.appendChild(box);
    }

    const piles = $('piles');
    piles.textContent = '';
    const pickup = el('div', 'pile');
    pickup.appendChild(view.pickup > 0 ? backEl('small') : el('div', 'card small empty-pile'));
    pickup.appendChild(el('span', '', 'Pick-up: ' + (view.pickup || 0)));
    piles.appendChild(pickup);
    const discard = view.discard || [];
    const dp = el('div', 'pile');
    if (discard.length) dp.appendChild(cardEl(discard[discard.length - 1], { size: 'small' }));
    dp.appendChild(el('span', '', 'Discard: ' + discard.length));
    piles.appendChild(dp);

    const rev = $('revealed');
    rev.textContent = '';
    const list = view.revealed || [];
    if (!list.length) rev.appendChild(el('p', 'hint', 'No siteswap has been laid down yet.'));
    const canExtend = myTurnToBuild();
    for (const r of list) {
      const row = el(canExtend ? 'button' : 'div', 'siteswap');
      row.dataset.index = String(r.index);
      if (canExtend) {
        row.type = 'button';
        row.id = 'extend-' + r.index;
        if (ui.target === r.index) row.classList.add('target');
        row.setAttribute('aria-label', 'Extend ' + r.pattern);
        row.addEventListener('click', () => chooseTarget(r.index));
      }
      row.appendChild(el('span', 'name', r.pattern));
      const cards = el('span', 'cards');
      for (const c of r.cards || []) cards.appendChild(cardEl(c, { size: 'tiny' }));
      row.appendChild(cards);
      rev.appendChild(row);
    }
  }
  /* ---- Forms ---- */

  // On the document: the forms come and go with this game's sections.
  document.addEventListener('submit', async (ev) => {
    if (ev.target.id === 'guess-form') {
      ev.preventDefault();
      await sendGuess($('guess-text').value.trim());
    } else if (ev.target.id === 'trick-form') {
      ev.preventDefault();
      const text = $('trick-text').value.trim();
      if (!text || !view) return;
      if (await act(trickLine(text))) $('trick-text').value = '';
    }
  });
  T.register({
    id: 'siteswap',
    sections: `
  <section id="perform" class="panel ss" hidden>
    <h2 id="perform-title">Performance</h2>
    <div id="perform-facts"></div>
    <div id="perform-actions" class="actions"></div>
    <form id="guess-form" class="guess" hidden>
      <label for="guess-text" id="guess-label">Your guess</label>
      <div class="row" id="guess-typed">
        <input id="guess-text" name="guess" type="text" autocomplete="off" autocapitalize="off"
               spellcheck="false" maxlength="60" placeholder="e.g. 531">
        <button type="submit" class="primary" id="guess-send">Guess</button>
      </div>
      <!-- A trick is guessed by choosing its name from the list the screen offers. -->
      <div id="guess-list" class="choice-list" hidden></div>
    </form>
  </section>
  <section id="exchange" class="panel ss" hidden>
    <h2 id="exchange-title">Exchange</h2>
    <p id="exchange-text" class="hint"></p>
    <div id="exchange-actions" class="actions"></div>
  </section>
  <section id="build" class="panel ss" hidden>
    <h2 id="build-title">Your turn</h2>
    <div id="build-target" class="hint"></div>
    <div id="pattern" class="pattern" aria-label="The pattern, in throw order"></div>
    <div id="verdict" class="verdict" aria-live="polite"></div>
    <div id="build-go" class="actions"></div>
  </section>
  <section id="hand-panel" class="panel ss">
    <h2 id="hand-title">Your hand</h2>
    <div id="hand" class="hand"></div>
    <div id="hand-actions" class="actions"></div>
  </section>
  <section id="build-options" class="panel ss" hidden>
    <h2>How you juggle it</h2>
    <div id="style" class="style">
      <div class="seg" id="seg-prop" data-name="prop"></div>
      <div class="seg" id="seg-hand" data-name="hand"></div>
      <div class="seg" id="seg-move" data-name="move"></div>
      <div class="seg" id="seg-where" data-name="where"></div>
    </div>
    <div id="build-actions" class="actions"></div>
    <form id="trick-form" class="guess" hidden>
      <label for="trick-text">A trick that is not a plain siteswap</label>
      <div class="row">
        <input id="trick-text" type="text" autocomplete="off" spellcheck="false" maxlength="47"
               placeholder="e.g. Mills Mess" list="trick-names">
        <button type="submit" id="trick-send">Juggle it</button>
      </div>
      <datalist id="trick-names"></datalist>
    </form>
  </section>
  <section id="table" class="panel ss">
    <h2>Table</h2>
    <div id="seats" class="seats"></div>
    <div id="piles" class="piles"></div>
    <h3>On the table</h3>
    <div id="revealed" class="revealed"></div>
  </section>
`,
    // The draft first, so the first view shows the pattern being built.
    start: loadDraft,
    prepare(v) {
      view = v;
      reconcile();
      saveBuild();
    },
    movesNow: (v) => v.phase === 'turn' && !!v.your_turn,
    render(v) {
      view = v;
      renderBanner();
      renderPerformance();
      renderExchange();
      renderBuild();
      renderHand();
      renderTable();
    },
    holding: () => !!dragging,
  });
})();
