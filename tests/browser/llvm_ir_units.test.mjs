// The LLVM IR tab's pieces under Node: the highlighting lexer (web/src/llvm-ir.js),
// and the gallery's walk down to LLVM IR: its pipeline's output translated by
// the JS API is what upstream mlir-translate 22 prints for mlir-opt 22's output.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { tokenize, tokenizeLine } from '../../web/src/llvm-ir.js';
import { DEFAULT_OPTIONS, argsFor } from '../../web/src/options.js';
import { EXAMPLES } from '../../web/src/gallery.js';
import { loadMlirc } from '../../wasm/js/mlirc.mjs';

const TOOLS = '/usr/lib/llvm-22/bin';

const kinds = (line) => tokenizeLine(line).map((t) => [t.text, t.kind]);

test('tokenizeLine: the lexical classes of LLVM IR, the line kept whole', () => {
  assert.deepEqual(kinds('define void @main() {'), [
    ['define', 'keyword'], [' ', ''], ['void', 'type'], [' ', ''], ['@main', 'symbol'], ['() {', ''],
  ]);
  assert.deepEqual(kinds('  %15 = getelementptr inbounds nuw float, ptr %14, i64 %8'), [
    ['  ', ''], ['%15', 'value'], [' = ', ''], ['getelementptr', 'keyword'], [' ', ''], ['inbounds', 'keyword'], [' ', ''],
    ['nuw', 'keyword'], [' ', ''], ['float', 'type'], [', ', ''], ['ptr', 'type'], [' ', ''], ['%14', 'value'], [', ', ''],
    ['i64', 'type'], [' ', ''], ['%8', 'value'],
  ]);
  assert.deepEqual(kinds('7:                                                ; preds = %10, %0'), [
    ['7:', 'block'], ['                                                ', ''], ['; preds = %10, %0', 'comment'],
  ]);
  assert.deepEqual(kinds('!0 = !{i32 2, !"Debug Info Version", i32 3}'), [
    ['!0', 'attr'], [' = ', ''], ['!', 'attr'], ['{', ''], ['i32', 'type'], [' ', ''], ['2', 'number'], [', ', ''],
    ['!', 'attr'], ['"Debug Info Version"', 'string'], [', ', ''], ['i32', 'type'], [' ', ''], ['3', 'number'], ['}', ''],
  ]);
  assert.deepEqual(kinds('  %20 = phi float [ %26, %22 ], [ 0.000000e+00, %17 ]').filter(([, k]) => k === 'number'), [['0.000000e+00', 'number']]);
  assert.deepEqual(kinds(''), []);
  // Whatever the text, the tokens put together are the text.
  const text = 'source_filename = "LLVMDialectModule"\n\n@g = private constant [2 x i8] c"a\\00"\nweird ~ text `here`\n';
  assert.equal(tokenize(text).map((line) => line.map((t) => t.text).join('')).join('\n'), text);
});

test("the gallery's walk to LLVM IR: the JS API translates its output as mlir-translate 22 does mlir-opt 22's", { skip: !fs.existsSync(`${TOOLS}/mlir-translate`) && 'no upstream mlir-translate' }, async () => {
  const example = EXAMPLES.find((e) => e.id === 'to-llvm-ir');
  const mlir = await loadMlirc();
  const args = argsFor({ ...DEFAULT_OPTIONS, ...example.options }, example.pipeline);
  const dir = fs.mkdtempSync(path.join(process.env.TEST_TMPDIR ?? os.tmpdir(), 'llvm-ir-'));
  fs.writeFileSync(path.join(dir, 'input.mlir'), example.text);
  const lowered = spawnSync(`${TOOLS}/mlir-opt`, args, { cwd: dir, encoding: 'utf8' });
  assert.equal(lowered.status, 0, lowered.stderr);
  const ours = mlir.optMain(args, example.text);
  assert.equal(ours.stdout, lowered.stdout);
  const up = spawnSync(`${TOOLS}/mlir-translate`, ['--mlir-to-llvmir'], { input: lowered.stdout, encoding: 'utf8' });
  assert.equal(up.status, 0, up.stderr);
  const ctx = new mlir.Context();
  try {
    assert.equal(mlir.translateToLLVMIR(ctx.parse(ours.stdout, { fileName: 'output.mlir' })), up.stdout);
  } finally {
    ctx.dispose();
  }
});
