/* vector_to_llvm.c: the convert-vector-to-llvm pass (upstream's
 * ConvertVectorToLLVMPass): the vector-to-vector lowerings first
 * (vector_lowering.c, greedily with folding), then a partial conversion
 * to the llvm dialect in which arith and memref stay legal. The vector ops
 * upstream lowers through transformations mlirc does not have
 * (contractions, transposes, multi-reductions, strided slices, transfers,
 * ...) are marked illegal, so that they fail to legalize with upstream's
 * diagnostic instead of being left behind; so are the architecture
 * options (AMX, Arm, X86), which report an error when enabled. */
#include "../transforms/transforms.h"
#include "vector_to_llvm.h"

#include "../verify/verify.h"

enum {
  OPT_ENABLE_AMX,
  OPT_ENABLE_ARM_BF16,
  OPT_ENABLE_ARM_I8MM,
  OPT_ENABLE_ARM_NEON,
  OPT_ENABLE_ARM_SVE,
  OPT_ENABLE_X86VECTOR,
  OPT_FORCE_32BIT_VECTOR_INDICES,
  OPT_REASSOCIATE_FP_REDUCTIONS,
  OPT_USE_VECTOR_ALIGNMENT,
  OPT_VECTOR_CONTRACT_LOWERING,
  OPT_VECTOR_TRANSPOSE_LOWERING,
  NUM_OPTIONS
};

/* Vector ops upstream lowers before or during the conversion that mlirc
 * does not: they must not survive silently. */
static const char *const UNLOWERED_OPS[] = {
    "vector.contract",           "vector.transpose",         "vector.multi_reduction", "vector.outerproduct",
    "vector.shape_cast",         "vector.extract_strided_slice", "vector.insert_strided_slice",
    "vector.interleave",         "vector.deinterleave",
    "vector.expandload",         "vector.compressstore",     "vector.to_elements",     "vector.mask",
};

/* Forms of the lowered ops that upstream rewrites into others before
 * converting (n-D ones unrolled, broadcasts of vectors expanded, 1-D
 * transfers turned into loads) and that no pattern here takes: one left
 * after the conversion fails the pass. The others a pattern leaves
 * (vector.print of a vector, dynamic positions in n-D vectors, n-D loads)
 * stay, as upstream's. */
static const char *const UNROLLED_OPS[] = {"vector.fma",         "vector.bitcast",       "vector.from_elements",
                                           "vector.create_mask", "vector.constant_mask", "vector.gather",
                                           "vector.scatter"};

static bool needs_prior_lowering(const Operation *op) {
  if (op_is(op, "vector.broadcast")) return op->operands[0].value->type->kind == TK_VECTOR;
  if (op_is(op, "vector.transfer_read") || op_is(op, "vector.transfer_write")) {
    const Type *t = op->num_results ? op->results[0].type : op->operands[0].value->type;
    return t->kind == TK_VECTOR && shaped_rank(t) <= 1;
  }
  for (size_t i = 0; i < sizeof UNROLLED_OPS / sizeof *UNROLLED_OPS; i++) {
    if (!op_is(op, UNROLLED_OPS[i])) continue;
    const Type *t = op->num_results ? op->results[0].type : op->operands[op->num_operands - 1].value->type;
    return t->kind == TK_VECTOR && shaped_rank(t) > 1;
  }
  return false;
}

static int report_unlowered(Operation *op, void *user) {
  bool *ok = user;
  if (!needs_prior_lowering(op)) return WALK_ADVANCE;
  op_fail_plain(op, "failed to legalize operation '%s'", op->name->name->str);
  *ok = false;
  return WALK_INTERRUPT;
}

static const char *const ARCH_OPTIONS[] = {
    [OPT_ENABLE_AMX] = "enable-amx",           [OPT_ENABLE_ARM_BF16] = "enable-arm-bf16",
    [OPT_ENABLE_ARM_I8MM] = "enable-arm-i8mm", [OPT_ENABLE_ARM_NEON] = "enable-arm-neon",
    [OPT_ENABLE_ARM_SVE] = "enable-arm-sve",   [OPT_ENABLE_X86VECTOR] = "enable-x86vector",
};

static bool mark_illegal(ConversionTarget *t, const char *const *ops, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (!ct_set_op_action(t, ops[i], LEGAL_ILLEGAL)) return false;
  return true;
}

static bool run(Pass *p, Operation *root) {
  Context *ctx = op_context(root);
  for (int i = OPT_ENABLE_AMX; i <= OPT_ENABLE_X86VECTOR; i++) {
    if (!pass_opt_int(p, i)) continue;
    Diag *d = diag_new(ctx, DIAG_ERROR, root->loc);
    if (d) {
      diag_printf(d, "convert-vector-to-llvm: option '%s' is not supported", ARCH_OPTIONS[i]);
      diag_emit(ctx, d);
    }
    return false;
  }
  VectorToLlvmOptions opts = {
      .reassociate_fp_reductions = pass_opt_int(p, OPT_REASSOCIATE_FP_REDUCTIONS) != 0,
      .force_32bit_vector_indices = pass_opt_int(p, OPT_FORCE_32BIT_VECTOR_INDICES) != 0,
      .use_vector_alignment = pass_opt_int(p, OPT_USE_VECTOR_ALIGNMENT) != 0,
  };
  if (!vector_lower_before_llvm(root, &opts)) return false;
  LlvmTypeConverter l;
  if (!llvm_tc_init(&l, ctx, 0, false)) return false;
  unsigned counter = 0;
  l.name_counter = &counter;
  LlvmPatterns *ps = ctx_zalloc(ctx, sizeof *ps);
  ConversionTarget *target = llvm_conversion_target(ctx);
  bool ok = ps && target && ct_set_dialect_action(target, "arith", LEGAL_LEGAL) &&
            ct_set_dialect_action(target, "memref", LEGAL_LEGAL) &&
            mark_illegal(target, UNLOWERED_OPS, sizeof UNLOWERED_OPS / sizeof *UNLOWERED_OPS) &&

            vector_to_llvm_memory_patterns(ps, &l, &opts) && vector_to_llvm_value_patterns(ps, &l, &opts) &&
            vector_to_llvm_print_patterns(ps, &l) && llvm_apply(root, target, ps, false);
  if (ok) op_walk(root, report_unlowered, NULL, &ok);
  ct_destroy(target);
  ctx_free(ctx, ps);
  llvm_tc_fini(&l);
  return ok;
}

static const char *const CONTRACT_LOWERINGS[] = {"dot", "llvmintr", "outerproduct", "parallelarith", NULL};
static const char *const TRANSPOSE_LOWERINGS[] = {"eltwise", "llvmintr", "shuffle1d", "shuffle16x16", NULL};

static const PassOptionDef OPTIONS[NUM_OPTIONS] = {
    [OPT_ENABLE_AMX] = {"enable-amx", "Enables the use of AMX dialect while lowering the vector dialect.", OPT_BOOL,
                        "false", NULL},
    [OPT_ENABLE_ARM_BF16] = {"enable-arm-bf16",
                             "Enables the use of Arm FEAT_BF16 instructions while lowering the vector dialect.",
                             OPT_BOOL, "false", NULL},
    [OPT_ENABLE_ARM_I8MM] = {"enable-arm-i8mm",
                             "Enables the use of Arm FEAT_I8MM instructions while lowering the vector dialect.",
                             OPT_BOOL, "false", NULL},
    [OPT_ENABLE_ARM_NEON] = {"enable-arm-neon", "Enables the use of ArmNeon dialect while lowering the vector dialect.",
                             OPT_BOOL, "false", NULL},
    [OPT_ENABLE_ARM_SVE] = {"enable-arm-sve", "Enables the use of ArmSVE dialect while lowering the vector dialect.",
                            OPT_BOOL, "false", NULL},
    [OPT_ENABLE_X86VECTOR] = {"enable-x86vector",
                              "Enables the use of X86Vector dialect while lowering the vector dialect.", OPT_BOOL,
                              "false", NULL},
    [OPT_FORCE_32BIT_VECTOR_INDICES] = {"force-32bit-vector-indices",
                                        "Allows compiler to assume vector indices fit in 32-bit if that yields "
                                        "faster code",
                                        OPT_BOOL, "true", NULL},
    [OPT_REASSOCIATE_FP_REDUCTIONS] = {"reassociate-fp-reductions",
                                       "Allows llvm to reassociate floating-point reductions for speed", OPT_BOOL,
                                       "false", NULL},
    [OPT_USE_VECTOR_ALIGNMENT] = {"use-vector-alignment",
                                  "Use the preferred alignment of a vector type in load/store operations instead of "
                                  "the alignment of the element type of the memref. This flag is intended for use "
                                  "with hardware which requiresvector alignment, or in application contexts where it "
                                  "is known all vector access are naturally aligned. If operations have an alignment "
                                  "attribute set, the alignment attribute takes priority over this option",
                                  OPT_BOOL, "false", NULL},
    [OPT_VECTOR_CONTRACT_LOWERING] = {"vector-contract-lowering",
                                      "control the lowering of `vector.contract` operations.", OPT_ENUM, "dot",
                                      CONTRACT_LOWERINGS},
    [OPT_VECTOR_TRANSPOSE_LOWERING] = {"vector-transpose-lowering",
                                       "control the lowering of `vector.transpose` operations.", OPT_ENUM, "eltwise",
                                       TRANSPOSE_LOWERINGS},
};

const PassInfo VECTOR_TO_LLVM_PASS = {
    .argument = "convert-vector-to-llvm",
    .display = "ConvertVectorToLLVMPass",
    .description = "Lower the operations from the vector dialect into the LLVM dialect",
    .options = OPTIONS,
    .n_options = NUM_OPTIONS,
    .run = run,
};
