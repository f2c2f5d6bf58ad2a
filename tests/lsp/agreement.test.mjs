// agreement.test.mjs: mlirc's language queries and upstream's mlir-lsp-server
// 22 asked the same questions (cases.mjs): the same target ranges, the same
// hover text, the same outline; completion items mlirc offers are upstream's
// (same label, kind, detail, sortText, insertText), for the dialects mlirc
// has. Skipped where mlir-lsp-server is not installed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { loadMlirc } from '../../wasm/js/mlirc.mjs';
import { COMPLETIONS, FILES, POSITIONS, completionDocument, positionOf } from './cases.mjs';
import { LspClient, MLIR_LSP_SERVER } from './lsp_client.mjs';

const skip = !fs.existsSync(MLIR_LSP_SERVER) && `${MLIR_LSP_SERVER} not installed`;
const uriOf = (name) => `file:///cases/${name}`;
const text = Object.fromEntries(FILES.map((f) => [f, fs.readFileSync(new URL(`cases/${f}`, import.meta.url), 'utf8')]));

let server, mlir, ctx;
const states = {};

before(async () => {
  if (skip) return;
  server = new LspClient();
  await server.initialize();
  for (const f of FILES) server.open(uriOf(f), text[f]);
  mlir = await loadMlirc();
  ctx = new mlir.Context();
  for (const f of FILES) states[f] = ctx.parseAsmState(text[f], { fileName: `/cases/${f}` });
});

after(async () => {
  if (server) await server.close();
  ctx?.dispose();
});

/** Upstream's answer in mlirc's shape: locations become their ranges, markdown its text. */
function upstreamShape(method, answer) {
  if (method === 'hover') return answer && { range: answer.range, contents: answer.contents.value };
  return answer.map((location) => location.range);
}

function sortRanges(ranges) {
  const key = (r) => [r.start.line, r.start.character, r.end.line, r.end.character];
  ranges.sort((a, b) => {
    const x = key(a), y = key(b);
    for (let i = 0; i < 4; i++) if (x[i] !== y[i]) return x[i] - y[i];
    return 0;
  });
}

/** Key order aside, ranges compare as plain objects. */
function normalize(value) {
  return JSON.parse(JSON.stringify(value, (k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v)));
}

test('the cases parse and verify in mlirc as in mlir-lsp-server', { skip }, () => {
  for (const f of FILES) assert.equal(states[f].valid, true, `${f}: ${JSON.stringify(states[f].diagnostics)}`);
});

test('hover, definition and references agree with mlir-lsp-server 22', { skip }, async () => {
  const disagreements = [];
  const counts = { hover: 0, definition: 0, references: 0 };
  for (const c of POSITIONS) {
    const [method, file] = c;
    const { line, character } = positionOf(text[file], c);
    const extra = method === 'references' ? { context: { includeDeclaration: true } } : {};
    let theirs = upstreamShape(method, await server.at(`textDocument/${method}`, uriOf(file), line, character, extra));
    let ours = states[file][method](line, character);
    if (method === 'hover' && ours) ours = { range: ours.range, contents: ours.contents };
    // Upstream lists the references of different @-spellings of a symbol
    // (@a and @a::@b) in hash-map order: references compare as sets.
    if (method === 'references') [ours, theirs].forEach(sortRanges);
    counts[method]++;
    try {
      assert.deepEqual(normalize(ours), normalize(theirs));
    } catch {
      disagreements.push({ case: c, line, character, ours, theirs });
    }
  }
  console.log(`asked ${POSITIONS.length} positions (${JSON.stringify(counts)}), ${POSITIONS.length - disagreements.length} agree`);
  assert.deepEqual(disagreements, []);
});

test('hovers on ops add the ODS summary mlir-lsp-server does not show', { skip }, () => {
  const c = POSITIONS.find(([m, f, , needle]) => m === 'hover' && f === 'cfg.mlir' && needle === 'arith.addi');
  const { line, character } = positionOf(text['cfg.mlir'], c);
  assert.equal(states['cfg.mlir'].hover(line, character).summary, 'integer addition operation');
});

test('document symbols agree with mlir-lsp-server 22', { skip }, async () => {
  const withChildren = (symbols) =>
    symbols.map((s) => ({ name: s.name, kind: s.kind, range: s.range, selectionRange: s.selectionRange, children: withChildren(s.children ?? []) }));
  for (const f of FILES) {
    const theirs = await server.request('textDocument/documentSymbol', { textDocument: { uri: uriOf(f) } });
    assert.deepEqual(normalize(states[f].documentSymbols()), normalize(withChildren(theirs)), f);
  }
});

test('completion items agree with mlir-lsp-server 22', { skip }, async () => {
  const empty = ctx.parseAsmState('');
  const dialects = new Set(empty.completion(0, 5, '%0 = ').items.map((i) => i.label));
  empty.dispose();
  assert.ok(dialects.has('arith') && dialects.has('func') && dialects.size > 20, [...dialects].join(' '));
  const item = (i) => normalize({ label: i.label, kind: i.kind, detail: i.detail ?? '', sortText: i.sortText ?? '', insertText: i.insertText ?? '' });
  let compared = 0;
  for (const [name, marked] of Object.entries(COMPLETIONS)) {
    const { text: doc, line, character } = completionDocument(marked);
    const uri = uriOf(`completion-${name}.mlir`);
    server.open(uri, doc);
    const theirs = (await server.at('textDocument/completion', uri, line, character)).items;
    const state = ctx.parseAsmState(doc);
    const ours = state.completion(line, character);
    state.dispose();
    assert.ok(ours.items.length > 0, name);
    // Upstream offers every dialect it has; mlirc offers its own, each of which upstream has.
    const relevant = theirs.filter((i) => i.detail !== 'dialect' || dialects.has(i.label.replace(/^[!#]/, '')));
    const key = (i) => JSON.stringify(item(i));
    const theirKeys = new Set(relevant.map(key));
    for (const i of ours.items) assert.ok(theirKeys.has(key(i)), `${name}: mlirc offers ${key(i)}, upstream does not`);
    if (name !== 'opName' && name !== 'scfOpName') {
      assert.deepEqual(ours.items.map(key).sort(), [...theirKeys].sort(), name);
    } else {
      const missing = relevant.filter((i) => !ours.items.some((o) => o.label === i.label)).map((i) => i.label);
      console.log(`${name}: ${ours.items.length} of upstream's ${relevant.length} ops offered${missing.length ? `; missing ${missing.join(', ')}` : ''}`);
    }
    compared += ours.items.length;
  }
  console.log(`completion: ${compared} items compared`);
});
