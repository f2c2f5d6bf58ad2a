// mlir.translateToLLVMIR and mlir.translateMain (wasm/js/translate.mjs):
// LLVM IR out. Expected texts are what mlir-translate 22 prints for the same
// inputs (`mlir-translate --mlir-to-llvmir [--split-input-file] FILE`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mlirc } from './helpers.mjs';

const mlir = await mlirc();

const PROGRAM = "llvm.func @sum(%n: i64) -> i64 {\n  %c0 = llvm.mlir.constant(0 : i64) : i64\n  %c1 = llvm.mlir.constant(1 : i64) : i64\n  llvm.br ^loop(%c0, %c0 : i64, i64)\n^loop(%i: i64, %acc: i64):\n  %done = llvm.icmp \"sge\" %i, %n : i64\n  llvm.cond_br %done, ^exit, ^body\n^body:\n  %next = llvm.add %acc, %i : i64\n  %j = llvm.add %i, %c1 : i64\n  llvm.br ^loop(%j, %next : i64, i64)\n^exit:\n  %r = llvm.intr.smax(%acc, %c0) : (i64, i64) -> i64\n  llvm.return %r : i64\n}\n";
const EXPECTED = "; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n\ndefine i64 @sum(i64 %0) {\n  br label %2\n\n2:                                                ; preds = %6, %1\n  %3 = phi i64 [ %8, %6 ], [ 0, %1 ]\n  %4 = phi i64 [ %7, %6 ], [ 0, %1 ]\n  %5 = icmp sge i64 %3, %0\n  br i1 %5, label %9, label %6\n\n6:                                                ; preds = %2\n  %7 = add i64 %4, %3\n  %8 = add i64 %3, 1\n  br label %2\n\n9:                                                ; preds = %2\n  %10 = call i64 @llvm.smax.i64(i64 %4, i64 0)\n  ret i64 %10\n}\n\n; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)\ndeclare i64 @llvm.smax.i64(i64, i64) #0\n\nattributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }\n\n!llvm.module.flags = !{!0}\n\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n";
const SPLIT = "llvm.func @a() {\n  llvm.return\n}\n// -----\nllvm.func @b() {\n  llvm.return\n}\n";
const SPLIT_EXPECTED = "; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n\ndefine void @a() {\n  ret void\n}\n\n!llvm.module.flags = !{!0}\n\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n\n; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n\ndefine void @b() {\n  ret void\n}\n\n!llvm.module.flags = !{!0}\n\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n";

test('translateToLLVMIR gives the text mlir-translate 22 prints', () => {
  const ctx = new mlir.Context();
  const m = ctx.parse(PROGRAM);
  assert.equal(mlir.translateToLLVMIR(m), EXPECTED);
  m.dispose();
  ctx.dispose();
});

test('translateToLLVMIR throws MlirError with upstream\'s message for a non-llvm op', () => {
  const ctx = new mlir.Context();
  const m = ctx.parse('func.func @a() {\n  return\n}\n', { fileName: 'bad.mlir' });
  assert.throws(() => mlir.translateToLLVMIR(m), (e) => {
    assert.ok(e instanceof mlir.MlirError);
    assert.match(e.message, /cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func\.func/);
    return true;
  });
  assert.throws(() => mlir.translateToLLVMIR('llvm.func @f()'), TypeError);
  m.dispose();
  ctx.dispose();
});

test('translateMain is mlir-translate: split input, errors, flags', () => {
  const r = mlir.translateMain(['--mlir-to-llvmir', '--split-input-file', 's.mlir'], SPLIT);
  assert.deepEqual(r, { stdout: SPLIT_EXPECTED, stderr: '', exitCode: 0 });
  const bad = mlir.translateMain(['--mlir-to-llvmir', 'bad.mlir'], 'func.func @a() {\n  return\n}\n');
  assert.equal(bad.exitCode, 1);
  assert.equal(bad.stderr.split('\n')[0], "bad.mlir:1:1: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func");
  const none = mlir.translateMain([], SPLIT);
  assert.equal(none.exitCode, 1);
  assert.equal(none.stderr, 'Translations to perform option: must be specified at least once!\n');
});
