// A stand-in for the game's phone server, for the page's own tests only: it serves
// assets/phones and the card art under /s/TOKEN/ with the real headers, hands out views the
// test sets, pushes them on the events stream and records the action and check lines posted.
// The rules are not here: the test decides every answer. The end-to-end test uses the game.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const assets = path.resolve(here, '..', '..', 'assets');

export const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const FILES = {
  '': ['phones/index.html', 'text/html; charset=utf-8'],
  'app.js': ['phones/app.js', 'text/javascript; charset=utf-8'],
  'style.css': ['phones/style.css', 'text/css; charset=utf-8'],
};
for (const n of ['back', 'clubs', 'diamonds', 'hearts', 'spades', 'face', 'shadow'])
  FILES['art/' + n + '.svg'] = ['cards/' + n + '.svg', 'image/svg+xml'];

export async function startMock(token = '0123456789abcdef0123456789abcdef') {
  const state = {
    view: null,
    gameFailures: 0,             // the next requests of a game's script answered 503 (a lost load)
    version: 0,
    actions: [],                 // every action line posted
    checks: [],                  // every check line posted
    answer: () => ({ ok: true }),
    checkAnswer: () => ({ ok: true, error: '', facts: null }),
    eventsEnabled: true,         // false: the events stream answers 503 (the page must poll)
    requests: [],
    draft: null,                 // the seat's draft as the page posted it (POST draft)
  };
  const streams = new Set();

  function send(res, status, type, body) {
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
    res.end(body);
  }

  function readBody(req) {
    return new Promise((resolve) => {
      let body = '';
      req.on('data', (d) => { body += d; });
      req.on('end', () => resolve(body.replace(/\n$/, '')));
    });
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    state.requests.push(req.method + ' ' + url.pathname);
    const prefix = '/s/' + token;
    if (url.pathname === prefix) {
      res.writeHead(302, { Location: prefix + '/' });
      res.end();
      return;
    }
    if (!url.pathname.startsWith(prefix + '/')) return send(res, 404, 'text/plain', 'not found');
    const rest = url.pathname.slice(prefix.length + 1);
    // A game's part of the page (script, look) by its id, as the game's server serves it (phone_route.c).
    const game = /^games\/([a-z][a-z0-9_-]{0,31})\.(js|css)$/.exec(rest);
    if (req.method === 'GET' && game) {
      if (game[2] === 'js' && state.gameFailures > 0) {
        state.gameFailures--;
        return send(res, 503, 'text/plain', 'busy');
      }
      const file = path.join(assets, 'phones', 'games', game[1] + '.' + game[2]);
      if (!fs.existsSync(file)) return send(res, 404, 'text/plain', 'not found');
      return send(res, 200, game[2] === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8', fs.readFileSync(file));
    }
    if (req.method === 'GET' && FILES[rest]) {
      const [file, type] = FILES[rest];
      return send(res, 200, type, fs.readFileSync(path.join(assets, file)));
    }
    if (req.method === 'GET' && rest === 'view') return send(res, 200, 'application/json', JSON.stringify(state.view));
    if (rest === 'draft' && req.method === 'GET') return send(res, 200, 'application/json', state.draft === null ? 'null' : state.draft);
    if (rest === 'draft' && req.method === 'POST') {
      state.draft = await readBody(req);
      return send(res, 200, 'application/json', '{"ok":true}');
    }
    if (req.method === 'GET' && rest === 'events') {
      if (!state.eventsEnabled) return send(res, 503, 'application/json', '{"ok":false,"error":"busy"}');
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Content-Security-Policy': CSP,
        'Cache-Control': 'no-store',
      });
      res.write('event: view\ndata: ' + JSON.stringify(state.view) + '\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    if (req.method === 'POST' && (rest === 'action' || rest === 'check')) {
      const line = await readBody(req);
      if (rest === 'action') {
        state.actions.push(line);
        const a = state.answer(line);
        return send(res, a.ok ? 200 : 409, 'application/json', JSON.stringify(a));
      }
      state.checks.push(line);
      return send(res, 200, 'application/json', JSON.stringify(state.checkAnswer(line)));
    }
    send(res, 404, 'text/plain', 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;

  return {
    state,
    url: 'http://127.0.0.1:' + port + '/s/' + token + '/',
    // Sets the seat's view (the version grows) and pushes it to every open stream.
    setView(v) {
      state.view = { ...v, version: ++state.version };
      for (const s of streams) s.write('event: view\ndata: ' + JSON.stringify(state.view) + '\n\n');
    },
    // The streams stay open but carry nothing more: a phone that slept, whose browser has not
    // noticed that its stream is dead.
    freezeStreams() {
      streams.clear();
    },
    dropStreams() {
      for (const s of streams) s.destroy();
      streams.clear();
    },
    close() {
      for (const s of streams) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

// A siteswap game's view as the contract describes it, seat 1 "Anna" on turn by default.
export function baseView(over = {}) {
  return {
    game: 'siteswap', seat: 1, name: 'Anna', phase: 'turn', turn: 1, your_turn: true,
    waiting_for: 1, hand: ['5h1', '3c2', 'Ad1', '9s1', '4h2', '10d1', '7c1', '2s2'],
    values: [5, 3, 1, 9, 4, 0, 7, 2], flash: 5,
    seats: [
      { seat: 1, name: 'Anna', kind: 'person', cards: 8, place: 0, phone: true, wrong_guesses: 0 },
      { seat: 2, name: 'Ben', kind: 'person', cards: 8, place: 0, phone: false, wrong_guesses: 0 },
      { seat: 3, name: 'Robot', kind: 'computer', cards: 8, place: 0, phone: false, wrong_guesses: 0 },
    ],
    pickup: 55, discard: ['7s1'],
    revealed: [{ index: 1, cards: ['5d2', '3h1', 'Ac1'], pattern: '531', laid_by: 2 }],
    performance: null, exchange: null, may_draw: false, end: '',
    options: { catch_rule: false, advanced: false, guess_penalty: false, places: false, cycles: 20 },
    log: ['Ben laid 3 cards face down', 'Robot named 531', 'Anna is on turn'],
    ...over,
  };
}
