// Shared by the browser tests: serves //web:site as scripts/serve.sh does
// (tools/serve.mjs over the one folder holding the site's files), launches
// Debian's Chromium through playwright-core, collects the console of the
// page and of its workers, and prints it when a test fails.
//
//   const h = await openSite();           // {base, browser, context, page, ...}
//   test('...', () => h.run(async (page) => { ... }));
//   after(() => h.close());
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../tools/serve.mjs';

const RUNFILES = process.env.MLIRC_RUNFILES ?? process.cwd();

/** The folder scripts/serve.sh serves: the deepest one holding every output of //web:site. */
export function siteFolder() {
  const outputs = (process.env.SITE_OUTPUTS ?? '').split(' ').filter(Boolean);
  assert.ok(outputs.length > 0, 'SITE_OUTPUTS (the files of //web:site) is empty');
  let site = path.dirname(outputs[0]);
  for (const f of outputs) {
    while (f !== site && !f.startsWith(`${site}/`)) site = path.dirname(site);
  }
  return path.join(RUNFILES, site);
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Screenshots go to Bazel's undeclared outputs (bazel-testlogs/.../outputs.zip)
// and, when set, to $MLIRC_SCREENSHOT_DIR (--test_env=MLIRC_SCREENSHOT_DIR=/tmp/shots).
const SCREENSHOT_DIRS = [process.env.TEST_UNDECLARED_OUTPUTS_DIR, process.env.MLIRC_SCREENSHOT_DIR].filter(Boolean);

/**
 * Serves the site and opens a page (viewport 1440x900 unless given).
 * Returns a harness: {base, server, browser, context, page, lines (the
 * console so far), run(body), screenshot(name), newPage(), close()}.
 */
export async function openSite({ viewport = { width: 1440, height: 900 }, contextOptions = {} } = {}) {
  const server = await startServer(siteFolder(), 0);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const lines = [];
  const h = {
    base,
    server,
    browser,
    lines,
    async newContext(options = {}) {
      const context = await browser.newContext({ viewport, ...contextOptions, ...options });
      return context;
    },
    /** A page whose console (and its workers') is collected under `label`. */
    async newPage(context = h.context, label = 'page') {
      const page = await context.newPage();
      watch(page, label, lines);
      return page;
    },
    /** Runs `body(page)`; on failure prints the console and what the page shows. */
    async run(body) {
      try {
        await body(h.page);
      } catch (err) {
        await printConsole(h.page, lines);
        throw err;
      }
    },
    async screenshot(name, page = h.page, options = {}) {
      for (const dir of SCREENSHOT_DIRS) {
        fs.mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: path.join(dir, name), ...options });
      }
    },
    async close() {
      await browser.close().catch(() => {});
      await new Promise((resolve) => server.close(resolve));
    },
  };
  h.context = await h.newContext();
  h.page = await h.newPage(h.context);
  return h;
}

function watch(page, label, lines) {
  page.on('console', (m) => lines.push(`[${label} ${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => lines.push(`[${label} error] ${e.stack ?? e.message}`));
  page.on('requestfailed', (r) => lines.push(`[${label} request failed] ${r.url()} ${r.failure()?.errorText}`));
  page.on('worker', (w) => {
    lines.push(`[${label} worker started] ${w.url()}`);
    w.on?.('console', (m) => lines.push(`[${label} worker ${m.type()}] ${m.text()}`));
  });
}

async function printConsole(page, lines) {
  console.log(`--- browser console (${lines.length} lines) ---`);
  for (const line of lines) console.log(line);
  console.log('--- end of browser console ---');
  const shown = await page
    ?.evaluate(() => ({
      state: document.body.dataset.state,
      status: document.querySelector('.status')?.textContent?.trim(),
      exit: document.getElementById('exit')?.textContent,
      diagnostics: document.getElementById('diagnostics')?.innerText,
    }))
    .catch((err) => ({ error: err.message }));
  if (shown) console.log(`--- what the page showed ---\n${JSON.stringify(shown, null, 2)}\n--- end ---`);
}

// ---- the playground ---------------------------------------------------------------

/** How many results the playground has shown. */
export async function runs(page) {
  return Number(await page.evaluate(() => document.body.dataset.runs ?? '0'));
}

/** Does `action` and waits until the playground has shown one more result. */
export async function andWaitForRun(page, action, timeout = 60000) {
  const before = await runs(page);
  await action();
  await page.waitForFunction((n) => Number(document.body.dataset.runs ?? '0') > n, before, { timeout });
}

/** Does `action` and waits until the graph view has finished one more graph. */
export async function andWaitForGraph(page, action, timeout = 60000) {
  const before = Number(await page.evaluate(() => document.body.dataset.graphs ?? '0'));
  await action();
  await page.waitForFunction((n) => Number(document.body.dataset.graphs ?? '0') > n, before, { timeout });
}

/** Opens the playground (fresh storage unless the context has some) and waits for its first result. */
export async function loadPlayground(page, base, hash = '') {
  await page.goto(`${base}/${hash}`);
  await page.waitForFunction(() => Number(document.body.dataset.runs ?? '0') >= 1, null, { timeout: 60000 });
}

export async function editorText(page, which) {
  return page.evaluate((w) => window.mlircPlayground[w].state.doc.toString(), which);
}

/** Replaces a CodeMirror editor's text through its API (as a paste would). */
export async function setEditorText(page, which, text) {
  await page.evaluate(
    ({ w, t }) => {
      const view = window.mlircPlayground[w];
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: t } });
    },
    { w: which, t: text },
  );
}

/** Replaces the input editor's text from the keyboard: select all, delete, insert. */
export async function typeInput(page, text, selector = '#input .cm-content', which = 'input') {
  await page.click(selector);
  // The editor applies the DOM selection of a click or a focus change
  // asynchronously, so a late one can collapse the Ctrl-A selection before
  // Delete: repeat until the editor is empty.
  for (let i = 0; i < 10 && (await editorText(page, which)) !== ''; i++) {
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
  }
  assert.equal(await editorText(page, which), '', 'Ctrl-A, Delete empties the editor');
  await page.keyboard.insertText(text);
  assert.equal(await editorText(page, which), text, 'the editor holds what was typed');
}

/** The output pane's text as rendered (one DOM line per text line; not the placeholder). */
export async function renderedText(page, selector = '#output') {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} .cm-line`)]
        .map((line) =>
          [...line.childNodes]
            .filter((node) => !node.classList?.contains('cm-placeholder'))
            .map((node) => node.textContent)
            .join(''),
        )
        .join('\n'),
    selector,
  );
}

export async function diagnosticsShown(page) {
  return page.$$eval('#diagnostics li.diag', (items) =>
    items.map((li) => ({
      severity: li.querySelector('.sev').textContent,
      loc: li.querySelector('.loc').textContent,
      message: li.querySelector('.msg').textContent,
    })),
  );
}
