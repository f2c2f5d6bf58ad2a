/* bufferization_to_memref.c: the convert-bufferization-to-memref pass
 * (upstream's BufferizationToMemRef): bufferization.clone becomes an
 * allocation of the clone's shape (identity layout, cast back to the
 * clone's type) and a memref.copy, and bufferization.dealloc lowers as in
 * bufferization-lower-deallocations. Every other bufferization op is
 * illegal: the conversion fails on it with upstream's diagnostic. */
#include "../rewrite/conversion.h"
#include "../transforms/build_util.h"
#include "../transforms/bufferization/lower_deallocations.h"
#include "../dialects/memref/memref.h"

/* createOrFold<memref::DimOp>: the index constant, then the dim unless it
 * folds (to the size an allocation was given, or to a constant). */
static Value *dim_or_fold(Rewriter *rw, const Loc *loc, Value *m, Value *idx) {
  Value *ops[2] = {m, idx};
  Operation *dim = bu_op(rw, "memref.dim", loc, 2, ops, rw->ctx->t_index);
  if (!dim) return NULL;
  FoldResult r = {0};
  unsigned n = 0;
  if (op_fold(dim, &r, &n) && n == 1 && (r.value || r.attr)) {
    rw_erase_op(rw, dim);
    return r.value ? r.value : rw_constant(rw, r.attr, loc);
  }
  return res0(dim);
}

/* The unranked clone: the shape gathered into an alloca by a loop that
 * also multiplies the sizes, a 1-D allocation of that many elements
 * reshaped to the shape. */
static Value *alloc_unranked(Rewriter *rw, const Loc *loc, Value *in, const Type *type) {
  Context *ctx = rw->ctx;
  Value *zero = bu_index(rw, loc, 0), *one = bu_index(rw, loc, 1);
  Operation *rank = bu_op(rw, "memref.rank", loc, 1, &in, ctx->t_index);
  int64_t dyn = DYNAMIC_SIZE;
  const Type *shape_t = type_memref(ctx, 1, &dyn, ctx->t_index, NULL, NULL);
  Value *shape = rank && shape_t ? bu_alloc(rw, "memref.alloca", loc, shape_t, 1, (Value *[]){res0(rank)}) : NULL;
  if (!zero || !one || !shape) return NULL;
  Operation *loop = bu_scf_for(rw, loc, zero, res0(rank), one, 1, &one);
  if (!loop) return NULL;
  Block *body = bu_body(loop);
  rw_set_block_end(rw, body);
  Value *i = body->args[0], *acc = body->args[1];
  Operation *dim = bu_op(rw, "memref.dim", loc, 2, (Value *[]){in, i}, ctx->t_index);
  Operation *st = dim ? rw_build(rw, "memref.store", loc, 3, (Value *[]){res0(dim), shape, i}, 0, NULL, 0, NULL)
                      : NULL;
  Operation *mul = st ? bu_op(rw, "arith.muli", loc, 2, (Value *[]){acc, res0(dim)}, ctx->t_index) : NULL;
  if (!mul || !rw_build(rw, "scf.yield", loc, 1, (Value *[]){res0(mul)}, 0, NULL, 0, NULL)) return NULL;
  rw_set_after(rw, loop);
  const Type *flat_t = type_memref(ctx, 1, &dyn, shaped_elem(type), NULL, NULL);
  Value *alloc = flat_t ? bu_alloc(rw, "memref.alloc", loc, flat_t, 1, (Value *[]){res0(loop)}) : NULL;
  Operation *reshape = alloc ? bu_op(rw, "memref.reshape", loc, 2, (Value *[]){alloc, shape}, type) : NULL;
  return reshape ? res0(reshape) : NULL;
}

/* The ranked clone: an identity-layout allocation with the input's
 * dynamic sizes, cast to the clone's type when that differs; NULL when
 * the two types are not cast compatible (the pattern does not apply). */
static Value *alloc_ranked(Rewriter *rw, const Loc *loc, Value *in, const Type *type, bool *applies) {
  Context *ctx = rw->ctx;
  unsigned rank = shaped_rank(type);
  int64_t dims[MAX_STACK_RANK];
  if (rank > MAX_STACK_RANK) return NULL;
  for (unsigned i = 0; i < rank; i++) dims[i] = shaped_dim(type, i);
  const Type *alloc_t = type_memref(ctx, rank, dims, shaped_elem(type), NULL, memref_memory_space(type));
  if (!alloc_t || !(*applies = memref_cast_compatible(alloc_t, type))) return NULL;
  Value *sizes[MAX_STACK_RANK];
  unsigned n = 0;
  for (unsigned i = 0; i < rank; i++) {
    if (dims[i] != DYNAMIC_SIZE) continue;
    Value *idx = bu_index(rw, loc, i);
    if (!idx || !(sizes[n++] = dim_or_fold(rw, loc, in, idx))) return NULL;
  }
  Value *alloc = bu_alloc(rw, "memref.alloc", loc, alloc_t, n, sizes);
  if (!alloc || alloc_t == type) return alloc;
  Operation *cast = bu_op(rw, "memref.cast", loc, 1, (Value *[]){alloc}, type);
  return cast ? res0(cast) : NULL;
}

static bool convert_clone(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  const Loc *loc = op->loc;
  Value *in = opnd(op, 0);
  const Type *type = op->results[0].type;
  bool applies = true;
  Value *copy = type->kind == TK_UNRANKED_MEMREF ? alloc_unranked(rw, loc, in, type)
                                                 : alloc_ranked(rw, loc, in, type, &applies);
  if (!applies) return conv_match_failure(rw, "clone type is not cast compatible with its allocation");
  if (!copy || !rw_build(rw, "memref.copy", loc, 2, (Value *[]){in, copy}, 0, NULL, 0, NULL)) return false;
  rw_replace_op(rw, op, &copy);
  return true;
}

static const ConvPattern CLONE = {.root = "bufferization.clone", .benefit = 1, .debug_name = "CloneOpConversion",
                                  .rewrite = convert_clone};

/* The deallocs are lowered after the conversion (lower_deallocations);
 * during it they stay legal. */
static int dealloc_is_legal(void *user, Operation *op) {
  (void)user;
  (void)op;
  return 1;
}

static bool run(Pass *p, Operation *root) {
  (void)p;
  Context *ctx = op_context(root);
  if (!op_is(root, "builtin.module") && !iface_is_function(root)) {
    emit_error(ctx, root->loc, "root operation must be a builtin.module or a function");
    return false;
  }
  ConversionTarget *target = ct_create(ctx);
  if (!target) return false;
  static const char *const LEGAL[] = {"memref", "arith", "scf", "func"};
  bool ok = true;
  for (size_t i = 0; ok && i < sizeof LEGAL / sizeof *LEGAL; i++)
    ok = ct_set_dialect_action(target, LEGAL[i], LEGAL_LEGAL);
  ok = ok && ct_set_dialect_action(target, "bufferization", LEGAL_ILLEGAL) &&
       ct_add_dynamic_op(target, "bufferization.dealloc", dealloc_is_legal, NULL, NULL);
  const ConvPattern *list[] = {&CLONE};
  ConvPatternSet set = {list, 1};
  ConversionConfig config;
  conversion_config_default(&config);
  ok = ok && apply_partial_conversion(root, target, &set, &config);
  ct_destroy(target);
  return ok && lower_deallocations(root);
}

const PassInfo BUFFERIZATION_TO_MEMREF_PASS = {
    .argument = "convert-bufferization-to-memref",
    .display = "ConvertBufferizationToMemRefPass",
    .description = "Convert operations from the Bufferization dialect to the MemRef dialect",
    .run = run,
};
