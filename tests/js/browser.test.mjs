// The JS API from dist/ (//wasm:js), unbundled, in headless Chromium: in the
// page's main thread and in a module Web Worker, served with the site's CSP
// (tools/serve.mjs: no eval, 'wasm-unsafe-eval'). Expected outputs are
// upstream mlir-opt 22's (expected.json).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer } from '../../tools/serve.mjs';
import { CASES, EXPECTED, diagnosticLines, inputOf } from './cases.mjs';

const RUNFILES = process.env.MLIRC_RUNFILES ?? process.cwd();
const DIST = path.join(RUNFILES, 'wasm/dist');

// What both the page and the worker run: a parse, a parse error and optMain.
const PROBE = `
export async function probe({ input, badInput, args, optInput }) {
  const { loadMlirc, MlirError } = await import('./mlirc.mjs');
  const mlir = await loadMlirc();
  const ctx = new mlir.Context({ allowUnregisteredDialects: true });
  const m = ctx.parse(input, { fileName: 'input.mlir' });
  const printed = m.toString();
  let error = null;
  try {
    ctx.parse(badInput, { fileName: 'input.mlir' });
  } catch (e) {
    error = { isMlirError: e instanceof MlirError, message: e.message, diagnostics: e.diagnostics };
  }
  m.dispose();
  ctx.dispose();
  return { opt: mlir.optMain(args, optInput), printed, error };
}
`;
const WORKER = `
import { probe } from './probe.mjs';
self.onmessage = async (e) => {
  try {
    self.postMessage(await probe(e.data));
  } catch (err) {
    self.postMessage({ failed: String((err && err.stack) || err) });
  }
};
`;

let dir;
let server;
let browser;
let base;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlirc-browser-'));
  for (const f of fs.readdirSync(DIST)) fs.copyFileSync(path.join(DIST, f), path.join(dir, f));
  fs.writeFileSync(path.join(dir, 'probe.mjs'), PROBE);
  fs.writeFileSync(path.join(dir, 'worker.mjs'), WORKER);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>mlirc</title>\n');
  server = await startServer(dir, 0);
  base = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const JOB = {
  input: inputOf('generic_module'),
  badInput: inputOf('type_mismatch_with_note'),
  args: [...CASES.split_input.args, CASES.split_input.file],
  optInput: inputOf('split_input'),
};

function check(result) {
  assert.equal(result.failed, undefined, result.failed);
  assert.equal(result.printed, EXPECTED.generic_module.stdout.slice(0, -1));
  assert.equal(result.error.isMlirError, true);
  assert.equal(result.error.message, diagnosticLines(EXPECTED.type_mismatch_with_note.stderr));
  assert.equal(result.error.diagnostics[0].notes[0].message, 'prior use here');
  assert.deepEqual(result.opt, EXPECTED.split_input);
}

async function inPage(fn) {
  const page = await browser.newPage();
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  try {
    await page.goto(base + 'index.html');
    check(await page.evaluate(fn, JOB));
  } catch (e) {
    e.message += `\nconsole:\n${logs.join('\n')}`;
    throw e;
  } finally {
    await page.close();
  }
}

test('in the main thread of a page', () =>
  inPage(async (job) => {
    const { probe } = await import('/probe.mjs');
    return probe(job);
  }));

test('in a module Web Worker', () =>
  inPage(
    (job) =>
      new Promise((resolve) => {
        const w = new Worker('/worker.mjs', { type: 'module' });
        w.onmessage = (e) => resolve(e.data);
        w.onerror = (e) => resolve({ failed: `worker error: ${e.message}` });
        w.postMessage(job);
      }),
  ));
