/* Throwdeck's phone page: one seat of a game on the big screen, played from a phone.
 *
 * The server (src/phones) gives this seat's view as JSON (GET view, pushed on the events stream)
 * and takes one action line in the save-file format (POST action); POST check answers whether a
 * line would be accepted, without playing it, for live feedback while a pattern is built.
 * Every rule is the game's: the page only offers moves and shows the game's answer in words.
 * Relative URLs only, so the page works under any seat's link. */
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);

  const RANKS = { A: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 10: 10, J: 11, Q: 12, K: 13 };
  const RANK_NAMES = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };
  const SUIT_SYMBOLS = { c: '\u2663', d: '\u2666', h: '\u2665', s: '\u2660' };
  const SUIT_NAMES = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };
  const PROPS = [['balls', 'Balls'], ['clubs', 'Clubs'], ['rings', 'Rings']];
  const HANDS = [['right', 'Right hand'], ['left', 'Left hand']];
  const MOVES = [['normal', 'Normal'], ['reverse', 'Reverse'], ['mills-mess', 'Mills Mess']];
  const WHERE = [['screen', 'On screen'], ['real', 'For real']];
  const HINTS = [['balls', 'balls'], ['period', 'period'], ['highest', 'highest throw']];

  let view = null;
  let busy = false;              // an action is on its way: no second one until it is answered
  let dragging = null;           // the pattern card being dragged, if any
  let pendingView = null;        // a view that arrived during a drag, shown after the drop
  let checkTimer = 0;
  let checkSeq = 0;
  let errorTimer = 0;

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

  /* ---- Cards ---- */

  function parseCard(code) {
    const m = /^(A|[2-9]|10|J|Q|K)([cdhs])([12])?$/.exec(String(code));
    return m ? { code: code, rank: m[1], value: RANKS[m[1]], suit: m[2], pack: m[3] } : null;
  }

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  // A card as the game draws one: the blank face, the value large, a pip below it and the
  // value with a small pip in two corners, the second turned half round (src/app/gfx/cards.c).
  function cardEl(code, opts) {
    opts = opts || {};
    const c = parseCard(code);
    const e = el(opts.button ? 'button' : 'div', 'card');
    if (opts.size) e.classList.add(opts.size);
    if (opts.button) e.type = 'button';
    if (!c) {
      e.classList.add('back');
      e.setAttribute('aria-label', 'a card face down');
      return e;
    }
    e.classList.add('s-' + c.suit);
    if (c.suit === 'h' || c.suit === 'd') e.classList.add('red');
    if (c.rank === '10') e.classList.add('ten');
    e.dataset.card = c.code;
    e.setAttribute('aria-label', (RANK_NAMES[c.rank] || c.rank) + ' of ' + SUIT_NAMES[c.suit]);
    for (const turned of [false, true]) {
      const idx = el('span', turned ? 'idx turned' : 'idx', c.rank);
      idx.setAttribute('aria-hidden', 'true');
      idx.appendChild(el('span', 'pip'));
      e.appendChild(idx);
    }
    const big = el('span', 'big', c.rank);
    big.setAttribute('aria-hidden', 'true');
    e.appendChild(big);
    e.appendChild(el('span', 'pip'));
    return e;
  }

  /* Rebuilds box only when what it shows has changed. A view pushed by someone else's move
   * often leaves this part as it was: rebuilding it anyway swaps the element under a finger
   * between its press and its release, and the browser then drops the tap. */
  function rebuildIf(box, shows, build) {
    const sig = JSON.stringify(shows);
    if (box.dataset.sig === sig) return;
    box.dataset.sig = sig;
    box.textContent = '';
    build();
  }

  function backEl(size) {
    const e = el('div', 'card back');
    if (size) e.classList.add(size);
    return e;
  }

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

  /* ---- Talking to the game ---- */

  function seatName(n) {
    if (!view) return 'seat ' + n;
    const s = (view.seats || []).find((x) => x.seat === n);
    return s ? s.name : 'seat ' + n;
  }

  function quote(text) {
    return '"' + String(text).replace(/[\\"]/g, (m) => '\\' + m) + '"';
  }

  async function post(path, line) {
    const r = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: line,
      cache: 'no-store',
      credentials: 'same-origin',
    });
    let answer = null;
    try {
      answer = await r.json();
    } catch (e) {
      answer = null;
    }
    if (!answer || typeof answer !== 'object') {
      answer = { ok: false, error: r.status === 404 ? 'This link is no longer part of a game.' : 'The table did not answer (' + r.status + ').' };
    }
    return answer;
  }

  async function act(line) {
    if (busy) return false;
    busy = true;
    document.body.classList.add('busy');
    setButtonsDisabled(true);
    let answer;
    try {
      answer = await post('action', line);
    } catch (e) {
      answer = { ok: false, error: 'No connection to the table: try again.' };
    }
    busy = false;
    document.body.classList.remove('busy');
    setButtonsDisabled(false);
    if (answer.ok) {
      clearError();
      refreshSoon();
    } else if (answer.error === 'busy') {
      showError('The table did not answer in time: try again.');
    } else {
      showError(answer.error || 'The game refused that move.');
    }
    return !!answer.ok;
  }

  function setButtonsDisabled(on) {
    for (const b of document.querySelectorAll('main button')) {
      if (on) {
        if (!b.disabled) { b.disabled = true; b.dataset.busy = '1'; }
      } else if (b.dataset.busy) {
        b.disabled = false;
        delete b.dataset.busy;
      }
    }
  }

  function showError(text) {
    const e = $('error');
    e.textContent = text;
    e.hidden = false;
    clearTimeout(errorTimer);
    errorTimer = setTimeout(clearError, 12000);
    if (e.scrollIntoView) e.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }

  function clearError() {
    $('error').hidden = true;
    $('error').textContent = '';
  }

  /* ---- Updates: Server-Sent Events, polling when they fail ---- */

  let source = null;
  let pollTimer = 0;
  let esFailures = 0;

  function setStatus(text, cls) {
    const s = $('status');
    s.textContent = text;
    s.className = 'status ' + (cls || '');
  }

  // Says plainly when the table cannot be reached, and takes it back as soon as it can.
  function setOffline(text) {
    const o = $('offline');
    o.textContent = text || '';
    o.hidden = !text;
    document.body.dataset.offline = text ? '1' : '';
  }

  function connect() {
    if (!window.EventSource) {
      startPolling();
      return;
    }
    if (source) source.close();
    source = new EventSource('events');
    source.addEventListener('view', (ev) => {
      esFailures = 0;
      stopPolling();
      setOffline('');
      setStatus('live', 'live');
      try {
        accept(JSON.parse(ev.data));
      } catch (e) {
        /* a damaged message: the next one or a poll brings the view */
      }
    });
    source.onopen = () => { setOffline(''); setStatus('live', 'live'); };
    source.onerror = () => {
      esFailures++;
      setStatus('reconnecting', 'lost');
      if (navigator.onLine === false) setOffline('Offline: this phone has no network. Your move waits here; it reconnects by itself.');
      if (source.readyState === EventSource.CLOSED || esFailures >= 3) {
        // The browser gave up (or keeps failing): poll, and try the stream again later.
        source.close();
        source = null;
        startPolling();
        setTimeout(connect, 5000);
      }
    };
  }

  function startPolling() {
    if (pollTimer) return;
    poll();
    pollTimer = setInterval(poll, 2000);
  }

  function stopPolling() {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = 0;
  }

  async function poll() {
    try {
      const r = await fetch('view', { cache: 'no-store', credentials: 'same-origin' });
      if (r.status === 404) {
        setStatus('ended', 'lost');
        $('banner').textContent = 'This link is no longer part of a game.';
        $('banner').className = 'banner';
        stopPolling();
        return;
      }
      if (!r.ok) return;
      accept(await r.json());
      setOffline('');
      if (!source) setStatus('polling', '');
    } catch (e) {
      setStatus('offline', 'lost');
      setOffline(navigator.onLine === false
        ? 'Offline: this phone has no network. Your move waits here; it reconnects by itself.'
        : 'Offline: the table does not answer. Is this phone on the same Wi-Fi as the big screen?');
    }
  }

  // A phone that slept or a tab that was in the background may have lost its stream without the
  // browser noticing: coming back always opens a fresh one and asks for the view at once.
  function reconnect() {
    if (document.visibilityState === 'hidden') return;
    connect();
    poll();
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') {
      reconnect();
      if (view) keepAwake(movesNow());
    } else {
      releaseWakeLock();
    }
  });
  window.addEventListener('online', reconnect);
  window.addEventListener('offline', () => {
    setStatus('offline', 'lost');
    setOffline('Offline: this phone has no network. Your move waits here; it reconnects by itself.');
  });
  window.addEventListener('pageshow', (ev) => { if (ev.persisted) reconnect(); });

  /* ---- Staying awake while it is this player's turn (where the browser allows it) ---- */

  let wakeLock = null;
  let wakeAsking = false;

  async function keepAwake(on) {
    const api = navigator.wakeLock;
    if (!on || document.visibilityState !== 'visible') {
      releaseWakeLock();
      return;
    }
    if (!api || typeof api.request !== 'function' || wakeLock || wakeAsking) return;
    wakeAsking = true;
    try {
      wakeLock = await api.request('screen');
      document.body.dataset.awake = '1';
      wakeLock.addEventListener('release', () => { wakeLock = null; document.body.dataset.awake = ''; });
    } catch (e) {
      wakeLock = null; // refused (battery saver, no permission): the phone may sleep, no harm
    }
    wakeAsking = false;
  }

  function releaseWakeLock() {
    if (wakeLock) {
      const w = wakeLock;
      wakeLock = null;
      document.body.dataset.awake = '';
      w.release().catch(() => {});
    }
  }

  // After our own move, make sure the new view arrives even if the stream is down.
  function refreshSoon() {
    if (!source || source.readyState !== EventSource.OPEN) setTimeout(poll, 150);
  }

  function accept(v) {
    if (!v || typeof v !== 'object') return;
    if (view && v.version === view.version && v.phase === view.phase) return;
    if (dragging) {
      pendingView = v;
      return;
    }
    view = v;
    render();
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

  /* ---- Drawing ---- */

  /* ---- The turn cue: a move that comes to this phone is felt and heard (public: the screen
   * shows whose turn it is too). Not on the first view, which the player is already looking at. */

  let wasMine = null;
  let audioCtx = null;

  function movesNow() {
    if (view.game === 'jugglers') return !!view.your_decision && (view.phase === 'secrets' || view.phase === 'play');
    return view.phase === 'turn' && !!view.your_turn;
  }

  function chime() {
    const AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return;
    try {
      audioCtx = audioCtx || new AC();
      if (audioCtx.state !== 'running') return; // the browser allows sound only after a tap
      const t = audioCtx.currentTime;
      [[660, 0], [880, 0.12]].forEach(([f, at]) => {
        const o = audioCtx.createOscillator();
        const g = audioCtx.createGain();
        o.frequency.value = f;
        g.gain.setValueAtTime(0.0001, t + at);
        g.gain.exponentialRampToValueAtTime(0.25, t + at + 0.01);
        g.gain.exponentialRampToValueAtTime(0.0001, t + at + 0.25);
        o.connect(g).connect(audioCtx.destination);
        o.start(t + at);
        o.stop(t + at + 0.3);
      });
    } catch (e) { /* no sound on this phone: the banner still says it */ }
  }

  // The first tap on the page lets its sound play later.
  document.addEventListener('pointerdown', () => {
    const AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return;
    try {
      audioCtx = audioCtx || new AC();
      if (audioCtx.state === 'suspended') audioCtx.resume();
    } catch (e) { /* as above */ }
  }, { once: true, capture: true });

  function turnCue() {
    const mine = movesNow();
    if (wasMine === false && mine) {
      if (navigator.vibrate) navigator.vibrate([120, 80, 120]);
      chime();
      document.body.dataset.turnCues = String(Number(document.body.dataset.turnCues || 0) + 1);
    }
    wasMine = mine;
  }

  function render() {
    if (!view) return;
    reconcile();
    saveBuild();
    turnCue();
    keepAwake(movesNow());
    document.body.dataset.phase = view.phase || '';
    document.body.dataset.version = String(view.version);
    $('seat-name').textContent = view.name || 'Throwdeck';
    document.title = (view.name || 'Your hand') + ' · Throwdeck';
    document.body.dataset.game = view.game || 'siteswap';
    if (view.game === 'jugglers') {
      renderJugglers();
      renderLog();
      return;
    }
    if (view.game && view.game !== 'siteswap') {
      $('banner').textContent = 'This page does not know this game; play it on the big screen.';
      $('banner').className = 'banner';
      return;
    }
    renderBanner();
    renderPerformance();
    renderExchange();
    renderBuild();
    renderHand();
    renderTable();
    renderLog();
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

  function button(text, cls, onClick, id) {
    const b = el('button', cls || '', text);
    b.type = 'button';
    if (id) b.id = id;
    b.addEventListener('click', onClick);
    return b;
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
      render();
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

  function cardWords(code) {
    const c = parseCard(code);
    return c ? c.rank + ' of ' + SUIT_NAMES[c.suit] : code;
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
    if (own) go.appendChild(button('Clear', '', () => { ui.pattern = ui.pattern.filter((p) => !p.own); render(); scheduleCheck(); }, 'act-clear'));
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
    render();
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
          render();
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
    if (pendingView) {
      view = pendingView;
      pendingView = null;
    }
    render();
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
    if (perform && !busy) perform.disabled = !answer.ok;
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

  function renderLog() {
    const log = $('log');
    log.textContent = '';
    const lines = (view.log || []).slice().reverse();
    for (const line of lines) log.appendChild(el('li', '', line));
  }


  /* ---- Jugglers: a card and a column, the secret influences, the sigil ---- */

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
    if (seq !== jg.seq || !view) return;
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

  /* ---- Forms ---- */

  $('guess-form').addEventListener('submit', async (ev) => {
    ev.preventDefault();
    await sendGuess($('guess-text').value.trim());
  });

  $('trick-form').addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const text = $('trick-text').value.trim();
    if (!text || !view) return;
    if (await act(trickLine(text))) $('trick-text').value = '';
  });

  $('error').addEventListener('click', clearError);

  // The draft first (a moment), so the first view shows the pattern being built.
  loadDraft().finally(() => {
    connect();
    // The first view by a plain request too: it shows the page even before the stream opens.
    poll();
  });
})();
