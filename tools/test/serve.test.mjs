// Tests tools/serve.mjs: MIME types, security headers, index.html, 404 and path escapes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { CONTENT_SECURITY_POLICY, startServer } from '../serve.mjs';

let root;
let server;
let base;

before(async () => {
  root = fs.mkdtempSync(path.join(process.env.TEST_TMPDIR ?? os.tmpdir(), 'serve-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(root, 'a.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  fs.writeFileSync(path.join(root, 'm.mjs'), 'export default 1;\n');
  fs.mkdirSync(path.join(root, 'sub'));
  fs.writeFileSync(path.join(root, 'sub', 'index.html'), 'sub');
  fs.writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'secret');
  server = await startServer(root, 0);
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => new Promise((resolve) => server.close(resolve)));

test('serves .wasm as application/wasm with the bytes', async () => {
  const res = await fetch(`${base}/a.wasm`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/wasm');
  assert.deepEqual([...new Uint8Array(await res.arrayBuffer())], [0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
  // Compiles through the streaming API, which checks the MIME type.
  const module = await WebAssembly.compileStreaming(fetch(`${base}/a.wasm`));
  assert.ok(module instanceof WebAssembly.Module);
});

test('serves .mjs as text/javascript', async () => {
  const res = await fetch(`${base}/m.mjs`);
  assert.equal(res.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.equal(await res.text(), 'export default 1;\n');
});

test('sends the CSP and the cross-origin isolation headers by default', async () => {
  const res = await fetch(`${base}/`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  const csp = res.headers.get('content-security-policy');
  assert.equal(csp, CONTENT_SECURITY_POLICY);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.match(csp, /worker-src 'self' blob:/);
  assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin');
  assert.equal(res.headers.get('cross-origin-embedder-policy'), 'require-corp');
});

test('directories: redirect to the slash form, then index.html', async () => {
  const res = await fetch(`${base}/sub`, { redirect: 'manual' });
  assert.equal(res.status, 301);
  assert.equal(res.headers.get('location'), '/sub/');
  assert.equal(await (await fetch(`${base}/sub/`)).text(), 'sub');
});

test('404 for a missing file, no escape above the root', async () => {
  assert.equal((await fetch(`${base}/nope.js`)).status, 404);
  assert.equal((await fetch(`${base}/..%2Fsecret.txt`)).status, 404);
  assert.equal((await fetch(`${base}/%2e%2e/secret.txt`)).status, 404);
});

test('isolate: false leaves COOP/COEP out, and keeps the CSP', async () => {
  const plain = await startServer(root, 0, { isolate: false });
  try {
    const res = await fetch(`http://127.0.0.1:${plain.address().port}/`);
    assert.equal(res.headers.get('cross-origin-opener-policy'), null);
    assert.equal(res.headers.get('cross-origin-embedder-policy'), null);
    assert.equal(res.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY);
  } finally {
    await new Promise((resolve) => plain.close(resolve));
  }
});
