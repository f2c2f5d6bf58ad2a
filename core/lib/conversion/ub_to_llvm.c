/* ub_to_llvm.c: the convert-ub-to-llvm pass: ub.poison becomes
 * llvm.mlir.poison of the converted type, ub.unreachable llvm.unreachable. */
#include "../transforms/transforms.h"
#include "to_llvm_patterns.h"

static bool lower_poison(Rewriter *rw, Operation *op, const ConvOperands *o) {
  (void)o;
  const Type *t = tc_convert_type1(conv_type_converter(rw), op->results[0].type);
  if (!t) return conv_match_failure(rw, "failed to convert result type");
  Value *v = llvm_poison(rw, op->loc, t);
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

static bool lower_unreachable(Rewriter *rw, Operation *op, const ConvOperands *o) {
  (void)o;
  if (!rw_build(rw, "llvm.unreachable", op->loc, 0, NULL, 0, NULL, 0, NULL)) return false;
  rw_erase_op(rw, op);
  return true;
}

static const ConvPattern PATTERNS[] = {
    {.root = "ub.poison", .benefit = 1, .debug_name = "PoisonOpLowering", .rewrite = lower_poison},
    {.root = "ub.unreachable", .benefit = 1, .debug_name = "UnreachableOpLowering", .rewrite = lower_unreachable},
};

bool ub_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l) {
  return llvm_add_patterns(ps, l, PATTERNS, sizeof PATTERNS / sizeof *PATTERNS);
}

static bool run(Pass *p, Operation *root) {
  return llvm_run_pass(root, (unsigned)pass_opt_int(p, 0), ub_to_llvm_patterns);
}

const PassInfo UB_TO_LLVM_PASS = {
    .argument = "convert-ub-to-llvm",
    .display = "UBToLLVMConversionPass",
    .description = "Convert UB dialect to LLVM dialect",
    .options = LLVM_INDEX_BITWIDTH_OPTION,
    .n_options = 1,
    .run = run,
};
