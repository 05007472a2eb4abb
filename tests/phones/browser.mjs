// Headless Chromium for the phone tests: Debian's /usr/bin/chromium (or $CHROMIUM) driven
// through playwright-core (installed by `npm ci` in tests/phones, as .ci/deps does). When
// either is missing the tests exit 77, which meson counts as skipped, and say what is missing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SKIP = 77;
const here = path.dirname(fileURLToPath(import.meta.url));

export function chromiumPath() {
  for (const p of [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (p && fs.existsSync(p)) return p;
  }
  return null;
}

export async function launch() {
  const exe = chromiumPath();
  if (!exe) {
    console.log('1..0 # SKIP no Chromium (apt-get install chromium, or set CHROMIUM); .ci/deps --tests installs it');
    process.exit(SKIP);
  }
  let chromium;
  try {
    ({ chromium } = await import(path.join(here, 'node_modules', 'playwright-core', 'index.mjs')));
  } catch (e) {
    console.log('1..0 # SKIP playwright-core is not installed (run `npm ci` in tests/phones; .ci/deps --tests does)');
    process.exit(SKIP);
  }
  return chromium.launch({
    executablePath: exe,
    headless: true,
    // --no-sandbox: CI containers run as root, where Chromium's sandbox cannot start.
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

// A phone: 390x844 portrait, touch, device pixel ratio 2.
export async function phone(browser, opts = {}) {
  const context = await browser.newContext({
    viewport: opts.viewport || { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.cspViolations = [];
  page.pageErrors = [];
  page.failedRequests = [];
  // Runs before the page's own script, outside its CSP: counts what the policy blocks.
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(e.violatedDirective + ' ' + e.blockedURI);
    });
  });
  page.on('pageerror', (e) => page.pageErrors.push(String(e)));
  page.on('requestfailed', (r) => {
    if (!/\/events$/.test(r.url())) page.failedRequests.push(r.url());
  });
  return page;
}

// Waits until fn() is truthy (polled), else throws with what was awaited.
export async function until(what, fn, ms = 8000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting for ' + what);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// A tiny runner speaking TAP (so .ci/run counts each case): named tests in order, exit 1 on
// any failure. PHONES_TEST=part runs only the tests whose names contain it.
export async function run(tests, setup) {
  const only = process.env.PHONES_TEST;
  if (only) tests = tests.filter(([name]) => name.includes(only));
  const ctx = await setup();
  let failed = 0;
  console.log('1..' + tests.length);
  for (const [i, [name, fn]] of tests.entries()) {
    try {
      await fn(ctx);
      console.log('ok ' + (i + 1) + ' - ' + name);
    } catch (e) {
      failed++;
      console.log('not ok ' + (i + 1) + ' - ' + name);
      console.log(String(e && e.stack ? e.stack : e).replace(/^/gm, '# '));
    }
    if (ctx.afterEach) await ctx.afterEach();
  }
  if (ctx.close) await ctx.close();
  console.log('# ' + (tests.length - failed) + ' passed, ' + failed + ' failed');
  process.exit(failed ? 1 : 0);
}
