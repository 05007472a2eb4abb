/* Throwdeck's phone page: one seat of a game on the big screen, played from a phone.
 *
 * The server (src/phones) gives this seat's view as JSON (GET view, pushed on the events stream)
 * and takes one action line in the save-file format (POST action); POST check answers whether a
 * line would be accepted, without playing it, for live feedback while a pattern is built.
 * Every rule is the game's: the page only offers moves and shows the game's answer in words.
 * Relative URLs only, so the page works under any seat's link.
 *
 * This file names no game. It keeps the connection (the stream, polling, reconnecting, the
 * offline notice), the wake lock, the turn cue, the header, the log and what every game's page
 * draws with (cards, buttons, posting lines). Each game's part is games/<id>.js, loaded when a
 * view names that game (the view's "game", the game's id): it calls Throwdeck.register with
 * its sections (HTML put in <main> before the log) and its hooks (see register below). */
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);

  const RANKS = { A: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 10: 10, J: 11, Q: 12, K: 13 };
  const RANK_NAMES = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };
  const SUIT_SYMBOLS = { c: '\u2663', d: '\u2666', h: '\u2665', s: '\u2660' };
  const SUIT_NAMES = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };

  let view = null;
  let busy = false;              // an action is on its way: no second one until it is answered
  let pendingView = null;        // a view that arrived while the game holds its page (a drag)
  let errorTimer = 0;

  /* ---- The games' registry ---- */

  const games = {};              // id -> the hooks its script registered
  let game = null;               // the game whose sections are on the page
  let loading = '';              // the game whose script is on its way
  let unknown = '';              // a game this page has no script for
  let tries = 0;                 // failed loads of the game's script in a row

  /* A game's hooks, each given the view:
   *   id        the view's "game"
   *   sections  HTML of its panels, put in <main> before the log while a view of it is shown
   *   stylesheet optional, true: games/<id>.css is its look, loaded before its sections show
   *   start()   optional, once before its first view is drawn (may return a promise)
   *   prepare(v) optional, before the turn cue: keeps its choices in step with the view
   *   movesNow(v) whether this seat has a move to make now (the turn cue, the wake lock)
   *   render(v) draws its panels and the banner
   *   holding() optional: true while a view must wait (a drag); it calls Throwdeck.release() */
  function register(g) {
    if (g && typeof g.id === 'string') games[g.id] = g;
  }

  function gameId(v) {
    return v.game || 'siteswap';
  }

  function showGame(g) {
    for (const old of document.querySelectorAll('main > [data-game-part]')) old.remove();
    const tpl = document.createElement('template');
    tpl.innerHTML = g.sections || '';
    for (const part of tpl.content.children) part.dataset.gamePart = g.id;
    document.querySelector('main').insertBefore(tpl.content, $('log-panel'));
    game = g;
  }

  // The game's look (games/<id>.css), before its sections show; kept when another game shows
  // (each game's rules name its own classes).
  const styled = new Set();
  function loadStyle(id) {
    if (styled.has(id)) return Promise.resolve();
    styled.add(id);
    return new Promise((done) => {
      const l = document.createElement('link');
      l.rel = 'stylesheet';
      l.href = 'games/' + id + '.css';
      l.onload = done;
      l.onerror = done;
      document.head.appendChild(l);
    });
  }

  // The game's script once (a second view of it while it loads waits for the same load).
  function loadGame(id) {
    if (loading === id) return;
    loading = id;
    const done = async (failed) => {
      const g = games[id];
      // A load lost on the way (a reload's old requests, a weak network) is tried again, a
      // little later each time, before the page says it does not know the game.
      if (!g && failed && tries < 5) {
        tries++;
        loading = '';
        setTimeout(render, 400 * tries);
        return;
      }
      tries = 0;
      if (!g) {
        unknown = id;
      } else {
        if (g.stylesheet) await loadStyle(id);
        try {
          if (g.start) await g.start();
        } catch (e) { /* its start is a convenience (a kept draft): the game goes on */ }
        showGame(g);
      }
      loading = '';
      render();
    };
    if (games[id] || !/^[a-z][a-z0-9_-]{0,31}$/.test(id)) {
      done();
      return;
    }
    const s = document.createElement('script');
    s.src = 'games/' + id + '.js';
    s.onload = () => done(false);
    s.onerror = () => {
      s.remove();
      done(true);
    };
    document.head.appendChild(s);
  }

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
    if (game && game.holding && game.holding()) {
      pendingView = v;
      return;
    }
    view = v;
    render();
  }

  /* ---- The turn cue: a move that comes to this phone is felt and heard (public: the screen
   * shows whose turn it is too). Not on the first view, which the player is already looking at. */

  let wasMine = null;
  let audioCtx = null;

  function movesNow() {
    return !!(view && game && game.id === gameId(view) && game.movesNow(view));
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
    const id = gameId(view);
    if (!game || game.id !== id) {
      if (unknown !== id) {
        loadGame(id);
        return;
      }
      for (const old of document.querySelectorAll('main > [data-game-part]')) old.remove();
      game = null;
    }
    if (game && game.prepare) game.prepare(view);
    turnCue();
    keepAwake(movesNow());
    document.body.dataset.phase = view.phase || '';
    document.body.dataset.version = String(view.version);
    $('seat-name').textContent = view.name || 'Throwdeck';
    document.title = (view.name || 'Your hand') + ' · Throwdeck';
    document.body.dataset.game = id;
    if (!game) {
      $('banner').textContent = 'This page does not know this game; play it on the big screen.';
      $('banner').className = 'banner';
      return;
    }
    game.render(view);
    renderLog();
  }

  function button(text, cls, onClick, id) {
    const b = el('button', cls || '', text);
    b.type = 'button';
    if (id) b.id = id;
    b.addEventListener('click', onClick);
    return b;
  }

  function renderLog() {
    const log = $('log');
    log.textContent = '';
    const lines = (view.log || []).slice().reverse();
    for (const line of lines) log.appendChild(el('li', '', line));
  }



  // A view that waited for the game (the end of a drag) is drawn now; else the page again.
  function release() {
    if (pendingView) {
      view = pendingView;
      pendingView = null;
    }
    render();
  }

  window.Throwdeck = {
    register, render, release,
    busy: () => busy,
    $, el, parseCard, cardEl, rebuildIf, backEl, button,
    RANKS, RANK_NAMES, SUIT_SYMBOLS, SUIT_NAMES,
    seatName, quote, post, act, showError, clearError,
  };

  $('error').addEventListener('click', clearError);

  connect();
  // The first view by a plain request too: it shows the page even before the stream opens.
  poll();
})();
