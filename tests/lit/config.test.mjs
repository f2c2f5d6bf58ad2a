// mlirc-lit's own configuration features (lit's are in Python, so these
// have no lit 22 counterpart to compare with): lit.cfg.json,
// lit.local.cfg.mjs in a subfolder, config functions with -D params, tool
// aliases, the per-test --timeout, worker threads against one thread.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runLit } from '../../wasm/lit/lit.mjs';

function suite(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lit-config-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

async function lit(args) {
  let out = '';
  let err = '';
  const code = await runLit(args, { stdout: (s) => { out += s; }, stderr: (s) => { err += s; } });
  return { code, out, err };
}

function verdicts(out) {
  return Object.fromEntries([...out.matchAll(/^([A-Z]+): \S+ :: (\S+) \(/gm)].map((m) => [m[2], m[1]]));
}

test('lit.cfg.json, a local config, tool aliases and substitutions', async () => {
  const dir = suite({
    'lit.cfg.json': JSON.stringify({
      name: 'json-suite', suffixes: ['.t'], features: ['base'],
      tools: { checker: 'FileCheck', sayhi: 'echo' }, substitutions: [['%{word}', 'hello']],
    }),
    'sub/lit.local.cfg.mjs': "export default (config) => { config.features.push('local'); config.substitutions.unshift(['%{word}', 'local']); };",
    'top.t': 'RUN: echo %{word} | checker %s\nCHECK: hello\n',
    'needs_local.t': 'REQUIRES: local\nRUN: true\n',
    'sub/inner.t': 'REQUIRES: local && base\nRUN: echo %{word} | checker %s\nCHECK: local\n',
    'sub/alias_in_pipe.t': 'RUN: sayhi not-a-builtin-echo | checker %s\nCHECK: not-a-builtin-echo\n',
    'skipped.txt': 'RUN: false\n',
  });
  const r = await lit(['-j1', dir]);
  assert.equal(r.code, 0, r.out + r.err);
  assert.deepEqual(verdicts(r.out), { 'needs_local.t': 'UNSUPPORTED', 'sub/alias_in_pipe.t': 'PASS', 'sub/inner.t': 'PASS', 'top.t': 'PASS' });
});

test('a config function receives -D params and the folder', async () => {
  const dir = suite({
    'lit.cfg.mjs': `export default function (config, { params, dir }) {
      config.name = 'params';
      config.suffixes = ['.t'];
      config.substitutions.push(['%{mode}', params.mode || 'none'], ['%{cfgdir}', dir]);
    }`,
    'p.t': 'RUN: echo %{mode} %{cfgdir} | FileCheck %s -DDIR=%S\nCHECK: fast [[DIR]]\n',
  });
  assert.equal((await lit(['-D', 'mode=fast', dir])).code, 0);
  const slow = await lit(['--param', 'mode=slow', dir]);
  assert.equal(slow.code, 1);
  assert.deepEqual(verdicts(slow.out), { 'p.t': 'FAIL' });
});

test('--timeout stops a test that runs too long', async () => {
  const dir = suite({
    'lit.cfg.json': JSON.stringify({ name: 'slow', suffixes: ['.t'] }),
    'sleepy.t': 'RUN: sleep 30\n',
    'quick.t': 'RUN: true\n',
  });
  const start = Date.now();
  const r = await lit(['-v', '--timeout', '1', dir]);
  assert.ok(Date.now() - start < 20000, 'the sleep was cut short');
  assert.equal(r.code, 1);
  assert.deepEqual(verdicts(r.out), { 'quick.t': 'PASS', 'sleepy.t': 'TIMEOUT' });
  assert.match(r.out, /Timeout: Reached timeout of 1 seconds/);
  assert.match(r.out, /Timed Out Tests \(1\):\n {2}slow :: sleepy\.t/);
});

test('worker threads give the verdicts one thread gives', async () => {
  const files = { 'lit.cfg.json': JSON.stringify({ name: 'many', suffixes: ['.t'] }) };
  for (let i = 0; i < 12; i++) {
    files[`t${i}.t`] = i % 3 ? `RUN: echo ${i} | FileCheck %s\nCHECK: ${i}\n` : `RUN: echo ${i} | FileCheck %s\nCHECK: x${i}\n`;
  }
  const dir = suite(files);
  const one = await lit(['-j1', dir]);
  const four = await lit(['-j4', dir]);
  assert.match(four.out, /^-- Testing: 12 tests, 4 workers --$/m);
  assert.deepEqual(verdicts(four.out), verdicts(one.out));
  assert.equal(Object.values(verdicts(one.out)).filter((v) => v === 'FAIL').length, 4);
});

test('a broken config is a clear error', async () => {
  const dir = suite({ 'lit.cfg.mjs': 'export default 42;\n', 'x.t': 'RUN: true\n' });
  const r = await lit([dir]);
  assert.equal(r.code, 2);
  assert.match(r.err, /^mlirc-lit: error: unable to load config from '.*lit\.cfg\.mjs': the module must export default an object or a function\n$/);
});
