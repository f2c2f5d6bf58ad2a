// Unit tests of the site's browser-free modules (web/src), under Node:
// stderr parsing and diagnostic positions, the run's flags, the MLIR and
// pipeline tokenizers, pipeline completion contexts and errors, the IR dumps
// and timing report, shareable links, the gallery's coverage rule and its
// examples against upstream mlir-opt 22, and the graph model built over the
// JS API (the wasm build, under Node).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { StringStream } from '@codemirror/language';
import { Text } from '@codemirror/state';
import { lineColumnOf, offsetOf, parseDiagnostics, toLintDiagnostics } from '../../web/src/diagnostics.js';
import { mlirStream } from '../../web/src/mlir-language.js';
import { DEFAULT_OPTIONS, STAGE_FLAGS, argsFor, commandLine } from '../../web/src/options.js';
import { addPass, passesIn, pipelineContext, pipelineErrors, tokenizePipeline } from '../../web/src/pipeline.js';
import { parseTiming, splitStderr } from '../../web/src/report.js';
import { decodeState, encodeState } from '../../web/src/share.js';
import { EXAMPLES, WELCOME, availableExamples } from '../../web/src/gallery.js';
import { buildGraph, fileLineCol, layoutGraph, listFunctions, splitOpLine } from '../../web/src/graph.js';
import { loadMlirc } from '../../wasm/js/mlirc.mjs';

test('parseDiagnostics: upstream format, source excerpt skipped, notes attached', () => {
  const stderr = [
    'input.mlir:3:16: error: use of undeclared SSA value name',
    '  "test.b"(%0, %missing) : (i32, i32) -> ()',
    '               ^',
    'input.mlir:1:1: note: see the module',
    'module {',
    '^',
    'other.mlir:2:5: warning: something else',
    'mlirc: a line that is not a diagnostic',
    '',
  ].join('\n');
  const { diagnostics, rest } = parseDiagnostics(stderr);
  assert.deepEqual(diagnostics, [
    {
      severity: 'error',
      message: 'use of undeclared SSA value name',
      file: 'input.mlir',
      line: 3,
      column: 16,
      notes: [{ severity: 'note', message: 'see the module', file: 'input.mlir', line: 1, column: 1, notes: [] }],
    },
    { severity: 'warning', message: 'something else', file: 'other.mlir', line: 2, column: 5, notes: [] },
  ]);
  assert.deepEqual(rest, ['mlirc: a line that is not a diagnostic']);
  assert.deepEqual(parseDiagnostics(''), { diagnostics: [], rest: [] });
});

test('parseDiagnostics: a diagnostic without a file location (the pipeline parser)', () => {
  const stderr = [
    "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'cse2' does not refer to a registered pass or pass pipeline",
    'cse2',
    '^',
    '',
  ].join('\n');
  const { diagnostics, rest } = parseDiagnostics(stderr);
  assert.equal(diagnostics.length, 1);
  assert.deepEqual({ ...diagnostics[0], notes: undefined }, {
    severity: 'error',
    message: "MLIR Textual PassPipeline Parser:1:1: error: 'cse2' does not refer to a registered pass or pass pipeline",
    file: '<unknown>',
    line: 0,
    column: 0,
    notes: undefined,
  });
  assert.deepEqual(rest, []);
  // Placed on the pipeline: columns count inside builtin.module(...).
  const pipeline = 'builtin.module(canonicalize,cse2)';
  const stderr2 = "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:14: error: 'cse2' does not refer to a registered pass or pass pipeline\n";
  const [err] = pipelineErrors(parseDiagnostics(stderr2).diagnostics, pipeline);
  assert.equal(pipeline.slice(err.from, err.to), 'cse2');
  assert.equal(err.message, "'cse2' does not refer to a registered pass or pass pipeline");
  // A bad value: the option parser's line ahead of an error naming the pass.
  const option = "mlirc-opt: for the --max-iterations option: 'x' value invalid for long argument!\n<unknown>:0: error: \nfailed to add `canonicalize` with options `max-iterations=x`\n";
  const p2 = 'builtin.module(canonicalize{max-iterations=x})';
  const parsedOption = parseDiagnostics(option);
  const oerrs = pipelineErrors(parsedOption.diagnostics, p2, parsedOption.rest);
  assert.equal(oerrs.length, 1);
  assert.equal(p2.slice(oerrs[0].from, oerrs[0].to), 'max-iterations');
  assert.equal(oerrs[0].message, "for the --max-iterations option: 'x' value invalid for long argument!");
  const nosuch = '<unknown>:0: error: <Pass-Options-Parser>: no such option foo\n';
  const p3 = 'builtin.module(canonicalize{foo=1})';
  const [nerr] = pipelineErrors(parseDiagnostics(nosuch).diagnostics, p3);
  assert.equal(p3.slice(nerr.from, nerr.to), 'foo');
  // Diagnostics in the input are not the pipeline's.
  assert.deepEqual(pipelineErrors(parseDiagnostics('input.mlir:1:1: error: x\n').diagnostics, pipeline), []);
});

test('columns count UTF-8 bytes, as MLIR locations do', () => {
  const doc = Text.of(['"foo.a"() {s = "é€"} : () -> ()', 'x']);
  // The `:` after the string is character 22 of the line but byte column 25
  // (é takes 2 bytes, € 3).
  const colon = doc.line(1).text.indexOf('} :') + 2;
  assert.equal(colon, 21);
  assert.equal(offsetOf(doc, 1, 25), colon);
  assert.deepEqual(lineColumnOf(doc, colon), { line: 1, column: 25 });
  // Out of range positions are clamped.
  assert.equal(offsetOf(doc, 1, 999), doc.line(1).to);
  assert.equal(offsetOf(doc, 9, 1), doc.length);
  assert.equal(offsetOf(doc, 0, 5), 0);
});

test('toLintDiagnostics underlines the token at the column, only in the input file', () => {
  const doc = Text.of(['module {', '  "test.b"(%0, %missing) : (i32, i32) -> ()', '}']);
  const { diagnostics } = parseDiagnostics(
    'input.mlir:2:16: error: use of undeclared SSA value name\nelse.mlir:1:1: error: elsewhere\n',
  );
  const lint = toLintDiagnostics(doc, diagnostics, 'input.mlir');
  assert.equal(lint.length, 1);
  assert.equal(doc.sliceString(lint[0].from, lint[0].to), '%missing');
  assert.equal(lint[0].severity, 'error');
  assert.equal(lint[0].message, 'use of undeclared SSA value name');
});

test('argsFor: the pipeline, the options as mlir-opt flags, instrumentation, then the file name', () => {
  assert.deepEqual(argsFor({ allowUnregistered: true, generic: false, debugInfo: false }), [
    '--allow-unregistered-dialect',
    'input.mlir',
  ]);
  assert.deepEqual(argsFor({ allowUnregistered: true, generic: true, debugInfo: true }, ' builtin.module(cse) ', STAGE_FLAGS), [
    '--pass-pipeline=builtin.module(cse)',
    '--allow-unregistered-dialect',
    '--mlir-print-op-generic',
    '--mlir-print-debuginfo',
    '--mlir-print-ir-after-all',
    '--mlir-print-ir-module-scope',
    '--mlir-disable-threading',
    'input.mlir',
  ]);
  assert.deepEqual(argsFor({}), ['input.mlir']);
  assert.equal(
    commandLine(argsFor({ generic: true }, 'builtin.module(canonicalize{max-iterations=2 top-down=false})')),
    "mlir-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=2 top-down=false})' --mlir-print-op-generic input.mlir",
  );
  assert.equal(commandLine(["it's"]), "mlir-opt 'it'\\''s'");
});

function tokens(line) {
  const state = mlirStream.startState();
  const stream = new StringStream(line, 2, 2);
  const out = [];
  while (!stream.eol()) {
    stream.start = stream.pos;
    const type = mlirStream.token(stream, state);
    if (stream.pos === stream.start) stream.next();
    if (type) out.push([stream.current(), type]);
  }
  return out;
}

test('the MLIR tokenizer classifies MLIR tokens', () => {
  assert.deepEqual(tokens('%v = "foo.op"(%a#1)[^bb2] {n = 0x1F, f = -2.5e3 : f32, u} : (tensor<4x?xi8>, !foo.t) -> i1 // c'), [
    ['%v', 'ssaValue'],
    ['=', 'punctuation'],
    ['"foo.op"', 'opName'],
    ['(', 'bracket'],
    ['%a#1', 'ssaValue'],
    [')', 'bracket'],
    ['[', 'bracket'],
    ['^bb2', 'blockLabel'],
    [']', 'bracket'],
    ['{', 'bracket'],
    ['n', 'variableName'],
    ['=', 'punctuation'],
    ['0x1F', 'number'],
    [',', 'punctuation'],
    ['f', 'variableName'],
    ['=', 'punctuation'],
    ['-2.5e3', 'number'],
    [':', 'punctuation'],
    ['f32', 'typeName'],
    [',', 'punctuation'],
    ['u', 'variableName'],
    ['}', 'bracket'],
    [':', 'punctuation'],
    ['(', 'bracket'],
    ['tensor', 'typeName'],
    ['<', 'punctuation'],
    ['4x?x', 'number'],
    ['i8', 'typeName'],
    ['>', 'punctuation'],
    [',', 'punctuation'],
    ['!foo.t', 'typeName'],
    [')', 'bracket'],
    ['->', 'operator'],
    ['i1', 'typeName'],
    ['// c', 'comment'],
  ]);
  assert.deepEqual(tokens('func.func @f() attributes {a = #foo.b, s = "x\\"y"} loc(unknown)'), [
    ['func.func', 'opName'],
    ['@f', 'symbol'],
    ['(', 'bracket'],
    [')', 'bracket'],
    ['attributes', 'keyword'],
    ['{', 'bracket'],
    ['a', 'variableName'],
    ['=', 'punctuation'],
    ['#foo.b', 'attrName'],
    [',', 'punctuation'],
    ['s', 'variableName'],
    ['=', 'punctuation'],
    ['"x\\"y"', 'string'],
    ['}', 'bracket'],
    ['loc', 'keyword'],
    ['(', 'bracket'],
    ['unknown', 'keyword'],
    [')', 'bracket'],
  ]);
});

test('the MLIR tokenizer indents by brace depth', () => {
  const state = mlirStream.startState();
  const stream = new StringStream('module {  "a.b"() ({', 2, 2);
  while (!stream.eol()) {
    stream.start = stream.pos;
    mlirStream.token(stream, state);
    if (stream.pos === stream.start) stream.next();
  }
  const cx = { unit: 2 };
  assert.equal(mlirStream.indent(state, '', cx), 4);
  assert.equal(mlirStream.indent(state, '})', cx), 2);
});

test('the pipeline tokenizer: anchors, passes, options and values', () => {
  const p = 'builtin.module(func.func(canonicalize{max-iterations=2 region-simplify=disabled}),cse, inline{op-pipelines={func.func(cse)}})';
  const t = tokenizePipeline(p).map((x) => [x.text, x.type]);
  assert.deepEqual(t, [
    ['builtin.module', 'anchor'],
    ['(', 'punct'],
    ['func.func', 'anchor'],
    ['(', 'punct'],
    ['canonicalize', 'pass'],
    ['{', 'punct'],
    ['max-iterations', 'option'],
    ['=', 'punct'],
    ['2', 'value'],
    ['region-simplify', 'option'],
    ['=', 'punct'],
    ['disabled', 'value'],
    ['}', 'punct'],
    [')', 'punct'],
    [',', 'punct'],
    ['cse', 'pass'],
    [',', 'punct'],
    ['inline', 'pass'],
    ['{', 'punct'],
    ['op-pipelines', 'option'],
    ['=', 'punct'],
    ['{', 'punct'],
    ['func.func(cse)', 'value'],
    ['}', 'punct'],
    ['}', 'punct'],
    [')', 'punct'],
  ]);
  assert.deepEqual(passesIn(p), ['canonicalize', 'cse', 'inline']);
  assert.deepEqual(passesIn(''), []);
});

test('pipelineContext: what completion offers at the cursor', () => {
  const at = (text) => pipelineContext(text.replace('|', ''), text.indexOf('|'));
  assert.deepEqual(at('|'), { kind: 'element', from: 0, prefix: '' });
  assert.deepEqual(at('builtin.module(ca|'), { kind: 'element', from: 15, prefix: 'ca' });
  assert.deepEqual(at('builtin.module(cse,|)'), { kind: 'element', from: 19, prefix: '' });
  assert.deepEqual(at('builtin.module(func.func(cs|))'), { kind: 'element', from: 25, prefix: 'cs' });
  assert.deepEqual(at('builtin.module(canonicalize{|})'), { kind: 'option', from: 28, prefix: '', pass: 'canonicalize', used: [] });
  assert.deepEqual(at('builtin.module(canonicalize{max-iterations=3 to|})'), {
    kind: 'option',
    from: 45,
    prefix: 'to',
    pass: 'canonicalize',
    used: ['max-iterations'],
  });
  assert.deepEqual(at('builtin.module(canonicalize{region-simplify=ag|})'), {
    kind: 'value',
    from: 44,
    prefix: 'ag',
    pass: 'canonicalize',
    option: 'region-simplify',
  });
  // A braced list value does not end the options.
  assert.equal(at('builtin.module(inline{op-pipelines={func.func(cse)} default-|})').kind, 'option');
  assert.equal(at('builtin.module(canonicalize{top-down=true},|)').kind, 'element');
});

test('addPass appends to the outermost list', () => {
  assert.equal(addPass('', 'cse'), 'builtin.module(cse)');
  assert.equal(addPass('  ', 'cse'), 'builtin.module(cse)');
  assert.equal(addPass('builtin.module()', 'cse'), 'builtin.module(cse)');
  assert.equal(addPass('builtin.module(canonicalize)', 'cse'), 'builtin.module(canonicalize,cse)');
  assert.equal(addPass('builtin.module(func.func(canonicalize))', 'cse'), 'builtin.module(func.func(canonicalize),cse)');
  assert.equal(addPass('builtin.module(canonicalize{max-iterations=2})', 'cse'), 'builtin.module(canonicalize{max-iterations=2},cse)');
  assert.equal(addPass('canonicalize', 'cse'), 'canonicalize,cse');
});

const DUMPS = `// -----// IR Dump After Canonicalizer (canonicalize) //----- //
module {
  func.func @f() {
    return
  }
}

// -----// IR Dump After Inliner Failed (inline) ('builtin.module' operation) //----- //
module {
}

input.mlir:1:1: error: something failed
===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 0.0613 seconds

  ----User Time----  ----Wall Time----  ----Name----
    0.0050 (  8.1%)    0.0052 (  8.5%)  Parser
    0.0260 ( 41.9%)    0.0263 ( 42.9%)  'func.func' Pipeline
    0.0260 ( 41.9%)    0.0263 ( 42.9%)    Canonicalizer
    0.0620 (100.0%)    0.0613 (100.0%)  Total
`;

test('splitStderr: IR dumps, reports and the rest', () => {
  const { stages, reports, rest } = splitStderr(DUMPS);
  assert.deepEqual(stages, [
    { when: 'After', pass: 'Canonicalizer', argument: 'canonicalize', text: 'module {\n  func.func @f() {\n    return\n  }\n}\n' },
    { when: 'After Failed', pass: 'Inliner', argument: 'inline', text: 'module {\n}\n' },
  ]);
  assert.deepEqual(Object.keys(reports), ['Execution time report']);
  assert.equal(rest, 'input.mlir:1:1: error: something failed\n');
  assert.deepEqual(splitStderr(''), { stages: [], reports: {}, rest: '' });
});

test('parseTiming: both columns (mlirc) and wall time only (upstream), nesting', () => {
  const both = parseTiming(splitStderr(DUMPS).reports['Execution time report']);
  assert.equal(both.total, 0.0613);
  assert.deepEqual(both.columns, ['User', 'Wall']);
  assert.deepEqual(both.rows.map((r) => [r.name, r.depth, r.wall, r.wallPercent]), [
    ['Parser', 0, 0.0052, 8.5],
    ["'func.func' Pipeline", 0, 0.0263, 42.9],
    ['Canonicalizer', 1, 0.0263, 42.9],
    ['Total', 0, 0.0613, 100],
  ]);
  const wall = parseTiming(`  Total Execution Time: 0.0121 seconds

  ----Wall Time----  ----Name----
    0.0009 (  7.4%)  Parser
    0.0002 (  1.5%)  Canonicalizer
    0.0000 (  0.0%)    (A) DominanceInfo
    0.0121 (100.0%)  Total`);
  assert.deepEqual(wall.columns, ['Wall']);
  assert.deepEqual(wall.rows.map((r) => [r.name, r.depth, r.wall]), [
    ['Parser', 0, 0.0009],
    ['Canonicalizer', 0, 0.0002],
    ['(A) DominanceInfo', 1, 0],
    ['Total', 0, 0.0121],
  ]);
});

test('links: the state round-trips through the fragment; damaged links are an error', async () => {
  const state = { text: 'func.func @é() {\n  return\n}\n'.repeat(50), pipeline: 'builtin.module(cse)', options: { generic: true } };
  const fragment = await encodeState(state);
  assert.match(fragment, /^s=[\w-]+$/);
  assert.ok(fragment.length < state.text.length, 'compressed');
  assert.deepEqual(await decodeState(`#${fragment}`), state);
  assert.equal(await decodeState(''), null);
  assert.equal(await decodeState('#other'), null);
  await assert.rejects(decodeState('#s=AAAA'), /the link is damaged/);
  // Options are true/false toggles; anything else in a link is dropped.
  const odd = await encodeState({ text: 'x', pipeline: 'p', options: JSON.parse('{"generic": true, "debugInfo": "yes", "allowUnregistered": {"a": 1}, "__proto__": {"polluted": true}, "extra": false}') });
  const decoded = await decodeState(odd);
  assert.deepEqual(decoded.options, { generic: true, extra: false });
  assert.equal(Object.getPrototypeOf(decoded.options), Object.prototype);
  assert.equal({}.polluted, undefined);
});

test('the gallery: examples are shown when their dialects and passes are registered; every pass gets one', () => {
  const passes = [{ argument: 'canonicalize', name: 'Canonicalizer', description: 'Canonicalize operations' }, { argument: 'new-pass', name: 'NewPass', description: 'Does something new' }];
  const shown = availableExamples(passes, ['builtin', 'func', 'arith', 'scf'], passesIn);
  assert.ok(shown.some((e) => e.id === 'welcome') === false, 'the welcome example needs cse');
  assert.ok(shown.some((e) => e.id === 'arith-folding'));
  assert.ok(!shown.some((e) => e.dialects.includes('memref')));
  const generated = shown.find((e) => e.id === 'pass-new-pass');
  assert.equal(generated.pipeline, 'builtin.module(new-pass)');
  assert.equal(generated.text, WELCOME.text);
  assert.equal(generated.topic, 'pass');
  // Ids are unique; every example names its topic and dialects.
  assert.equal(new Set(EXAMPLES.map((e) => e.id)).size, EXAMPLES.length);
  for (const e of EXAMPLES) {
    assert.ok(['dialect', 'pass'].includes(e.topic), e.id);
    assert.ok(e.dialects.length > 0, e.id);
    for (const d of e.dialects) assert.ok(d === 'builtin' || e.text.includes(`${d}.`) || e.text.includes(`${d}<`) || d === 'func', `${e.id} uses ${d}`);
  }
});

// Where upstream mlir-opt 22 is installed (the oracle of every expected output).
const UPSTREAM = '/usr/lib/llvm-22/bin/mlir-opt';

test("every gallery example prints what upstream mlir-opt 22 prints for it", { skip: !fs.existsSync(UPSTREAM) && 'no upstream mlir-opt' }, async () => {
  const mlir = await loadMlirc();
  const dir = fs.mkdtempSync(path.join(process.env.TEST_TMPDIR ?? os.tmpdir(), 'gallery-'));
  const differ = [];
  for (const e of EXAMPLES) {
    // The driver's arguments as the playground passes them for the example.
    const args = argsFor({ ...DEFAULT_OPTIONS, ...e.options }, e.pipeline);
    fs.writeFileSync(path.join(dir, 'input.mlir'), e.text);
    const up = spawnSync(UPSTREAM, args, { cwd: dir, encoding: 'utf8' });
    const ours = mlir.optMain(args, e.text);
    assert.equal(up.status, 0, `${e.id}: upstream rejects it:\n${up.stderr}`);
    if (ours.exitCode !== 0 || ours.stdout !== up.stdout || ours.stderr !== up.stderr) {
      differ.push(`${e.id} (exit ${ours.exitCode}):\n--- upstream\n${up.stdout}${up.stderr}--- mlirc\n${ours.stdout}${ours.stderr}`);
    }
  }
  assert.deepEqual(differ, []);
});

test('the graph model over the JS API: functions, nodes, edges, regions, layout', async () => {
  const mlir = await loadMlirc();
  const ctx = new mlir.Context();
  try {
    const m = ctx.parse(WELCOME.text, { fileName: 'input.mlir' });
    const functions = listFunctions(m);
    assert.deepEqual(functions.map((f) => [f.name, f.loc]), [['sum_of_squares', { file: 'input.mlir', line: 4, column: 1 }]]);
    const g = buildGraph(functions[0].op);
    assert.equal(g.opCount, 14);
    const titles = g.nodes.map((n) => n.title);
    assert.deepEqual(titles.slice(0, 4), ['%arg0', '%c0 = arith.constant', '%c1 = arith.constant', '%c0_i32 = arith.constant']);
    assert.ok(titles.includes('%0 = scf.for') && titles.includes('%arg1') && titles.includes('%arg2'));
    const node = (t) => g.nodes.find((n) => n.title === t);
    // Names as upstream numbers them: the loop body after the function's body.
    assert.deepEqual(node('%6 = arith.muli').loc, { file: 'input.mlir', line: 11, column: 11 });
    assert.equal(node('%6 = arith.muli').sub, '%5, %5 : i32');
    assert.equal(node('%0 = scf.for').kind, 'region-op');
    assert.equal(node('func.return').sub, '%4 : i32');
    assert.equal(g.clusters.length, 1);
    assert.equal(node('%6 = arith.muli').parent, g.clusters[0].id);
    const edge = (a, b) => g.edges.find((e) => e.from === node(a).id && e.to === node(b).id);
    assert.equal(edge('%5 = arith.index_cast', '%6 = arith.muli').kind, 'data');
    assert.equal(edge('%5 = arith.index_cast', '%6 = arith.muli').label, 'i32');
    assert.equal(edge('%0 = scf.for', '%arg1').kind, 'nest');
    // One edge per (definition, user) pair, even when the value is used twice.
    assert.equal(g.edges.filter((e) => e.to === node('%6 = arith.muli').id && e.kind === 'data').length, 1);
    const laid = layoutGraph(g);
    assert.ok(laid.width > 0 && laid.height > 0);
    for (const n of laid.nodes) assert.ok(Number.isFinite(n.x) && Number.isFinite(n.y) && n.width > 0, n.title);
    for (const e of laid.edges) assert.ok(e.points.length >= 2, `${e.from}->${e.to}`);
    // Data flows down: the muli is below the cast.
    assert.ok(node('%6 = arith.muli').y > node('%5 = arith.index_cast').y);

    // Blocks and branches.
    const cf = ctx.parse(EXAMPLES.find((e) => e.id === 'cf-branches').text, { fileName: 'input.mlir' });
    const [, loop] = listFunctions(cf);
    const cg = buildGraph(loop.op);
    assert.deepEqual(cg.nodes.filter((n) => n.kind === 'block').map((n) => n.title), ['^bb0', '^bb1', '^bb2', '^bb3']);
    assert.equal(cg.edges.filter((e) => e.kind === 'control').length, 4);
    assert.equal(cg.clusters.filter((c) => c.kind === 'block').length, 4);
  } finally {
    ctx.dispose();
  }
});

test('graph helpers: locations and op lines', () => {
  const loc = (s) => ({ toString: () => s });
  assert.deepEqual(fileLineCol(loc('loc("input.mlir":3:5)')), { file: 'input.mlir', line: 3, column: 5 });
  assert.deepEqual(fileLineCol(loc('loc(callsite("f"("a.mlir":1:2) at "b.mlir":3:4))')), { file: 'a.mlir', line: 1, column: 2 });
  assert.deepEqual(fileLineCol(loc('loc(fused["x\\"y.mlir":7:8, "z":1:1])')), { file: 'x"y.mlir', line: 7, column: 8 });
  assert.equal(fileLineCol(loc('loc(unknown)')), null);
  assert.deepEqual(splitOpLine('%3 = arith.addi %1, %2 : i32', 'arith.addi'), { results: '%3', name: 'arith.addi', rest: '%1, %2 : i32' });
  assert.deepEqual(splitOpLine('%0:2 = "test.op"(%a) : (i32) -> (i32, i32)', 'test.op'), { results: '%0:2', name: 'test.op', rest: '(%a) : (i32) -> (i32, i32)' });
  assert.deepEqual(splitOpLine('return', 'func.return'), { results: '', name: 'return', rest: '' });
});
