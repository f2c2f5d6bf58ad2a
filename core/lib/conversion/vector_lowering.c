/* vector_lowering.c: the vector-to-vector lowerings convert-vector-to-llvm
 * applies greedily (with folding and dead code removal) before it
 * converts, as upstream's: a fixed vector.step becomes a constant of its
 * indices, a 0-D or 1-D vector.constant_mask a constant of booleans, and a
 * 0-D or 1-D vector.create_mask the comparison of the lane indices (i32
 * when force-32bit-vector-indices, else i64) with the broadcast bound. */
#include "../rewrite/rewrite.h"
#include "vector_to_llvm.h"

#include "../dialects/utils/elems.h"

/* A dense constant of `type` whose lane i holds value(i). */
static Operation *lane_constant(Rewriter *rw, const Loc *loc, const Type *type, int64_t n, int64_t bound,
                                bool booleans) {
  if (n > LLVM_VECTOR_MAX_LANES) return NULL;
  Elem *elems = ctx_zalloc(rw->ctx, (size_t)(n ? n : 1) * sizeof *elems);
  if (!elems) return NULL;
  for (int64_t i = 0; i < n; i++) elems[i].w[0] = booleans ? (uint64_t)(i < bound) : (uint64_t)i;
  const Attr *value = const_build(rw->ctx, type, elems, (size_t)n);
  ctx_free(rw->ctx, elems);
  NamedAttr v = named(rw->ctx, "value", value);
  return value ? rw_build(rw, "arith.constant", loc, 0, NULL, 1, &type, 1, &v) : NULL;
}

static bool fixed_vector(const Type *t) {
  if (t->kind != TK_VECTOR) return false;
  for (unsigned i = 0; i < shaped_rank(t); i++)
    if (t->p[shaped_rank(t) + i]) return false;
  return true;
}

/* vector.step: [0, 1, ..., n-1]. */
static bool lower_step(Rewriter *rw, Operation *op) {
  const Type *t = op->results[0].type;
  if (!fixed_vector(t)) return false;
  Operation *c = lane_constant(rw, op->loc, t, shaped_dim(t, 0), 0, false);
  if (!c) return false;
  rw_replace_op_with(rw, op, c);
  return true;
}

/* vector.constant_mask of rank 0 or 1: its first lanes true. */
static bool lower_constant_mask(Rewriter *rw, Operation *op) {
  const Type *t = op->results[0].type;
  const Attr *sizes = op_get_attr(op, "mask_dim_sizes", 14);
  unsigned rank = shaped_rank(t);
  if (rank > 1 || !fixed_vector(t) || !sizes || sizes->kind != AK_DENSE_ARRAY || sizes->aux != 1) return false;
  int64_t n = rank == 0 ? 1 : shaped_dim(t, 0), bound = dense_i64_at(sizes, 0);
  Operation *c = lane_constant(rw, op->loc, t, n, bound, true);
  if (!c) return false;
  rw_replace_op_with(rw, op, c);
  return true;
}

/* buildVectorComparison: lanes [0, n) < broadcast(bound), at the index
 * width (the pattern's rule: 32 or 64). */
static bool lower_create_mask(Rewriter *rw, Operation *op) {
  const unsigned *width = rw->pattern->rule;
  const Type *t = op->results[0].type;
  unsigned rank = shaped_rank(t);
  if (rank > 1 || !fixed_vector(t) || op->num_operands != 1) return false;
  Context *ctx = rw->ctx;
  const Type *idx = type_integer(ctx, *width, 0);
  int64_t n = rank == 0 ? 0 : shaped_dim(t, 0);
  bool no = false;
  const Type *vt = type_vector(ctx, rank, &n, &no, idx);
  Operation *indices = vt ? lane_constant(rw, op->loc, vt, rank == 0 ? 1 : n, 0, false) : NULL;
  Value *bound = op->operands[0].value;
  if (!indices) return false;
  if (bound->type != idx) bound = llvm_res(rw_build(rw, "arith.index_cast", op->loc, 1, &bound, 1, &idx, 0, NULL));
  Value *bounds = bound ? llvm_res(rw_build(rw, "vector.broadcast", op->loc, 1, &bound, 1, &vt, 0, NULL)) : NULL;
  if (!bounds) return false;
  enum { CMPI_SLT = 2 };
  NamedAttr pred = named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, CMPI_SLT));
  Value *ops[2] = {&indices->results[0], bounds};
  Operation *cmp = rw_build(rw, "arith.cmpi", op->loc, 2, ops, 1, &t, 1, &pred);
  if (!cmp) return false;
  rw_replace_op_with(rw, op, cmp);
  return true;
}

static const unsigned WIDTH_32 = 32, WIDTH_64 = 64;

static const Pattern STEP = {.root = "vector.step", .benefit = 1, .match_and_rewrite = lower_step,
                             .debug_name = "StepToArithConstantOpRewrite"};
static const Pattern CONSTANT_MASK = {.root = "vector.constant_mask", .benefit = 1,
                                      .match_and_rewrite = lower_constant_mask, .debug_name = "ConstantMaskOpLowering"};
static const Pattern CREATE_MASK_32 = {.root = "vector.create_mask", .benefit = 1,
                                       .match_and_rewrite = lower_create_mask,
                                       .debug_name = "VectorCreateMaskOpConversion", .rule = &WIDTH_32};
static const Pattern CREATE_MASK_64 = {.root = "vector.create_mask", .benefit = 1,
                                       .match_and_rewrite = lower_create_mask,
                                       .debug_name = "VectorCreateMaskOpConversion", .rule = &WIDTH_64};

bool vector_lower_before_llvm(Operation *root, const VectorToLlvmOptions *opts) {
  const Pattern *const patterns[] = {
      &STEP, &CONSTANT_MASK, opts->force_32bit_vector_indices ? &CREATE_MASK_32 : &CREATE_MASK_64, NULL};
  const Pattern *const *const sets[] = {patterns, NULL};
  GreedyConfig cfg;
  greedy_config_default(&cfg);
  bool converged;
  apply_patterns_greedily(root, sets, &cfg, &converged);
  return true;
}
