/* bufferize_tensor.c: BufferizableHooks of the tensor dialect (upstream's
 * tensor BufferizableOpInterfaceImpl): empty, extract, dim, insert, cast,
 * extract_slice and insert_slice. */
#include "one_shot.h"
#include "../build_util.h"
#include "../../dialects/utils/slice_util.h"

static bool yes(OpOperand *u) {
  (void)u;
  return true;
}

static bool is_dest(OpOperand *u) { return u->owner->operands != u; }

/* ---- tensor.empty: an allocation with undefined contents ---- */

static bool empty_result_writes(Value *v) {
  (void)v;
  return false;
}

static bool empty_bufferize(OsRun *r, Operation *op) {
  /* a tensor.empty no use needs goes without an allocation (out-of-place
   * uses that need no copy allocate their own buffer) */
  /* (a dynamic shape: the copies' sizes are memref.dim of this buffer) */
  if (!(op->num_operands && op->results[0].uses) && !os_buffer_needed(r, &op->results[0])) return true;
  Value *dyn[MAX_STACK_VALUES];
  if (op->num_operands > MAX_STACK_VALUES) return false;
  for (unsigned i = 0; i < op->num_operands; i++) dyn[i] = op->operands[i].value;
  rw_set_before(&r->rw, op);
  Value *a = os_alloc(r, op->loc, op->results[0].type, op->num_operands, dyn);
  return a && os_set_result(r, &op->results[0], a, a->owner);
}

/* ---- tensor.extract / tensor.dim: the scalar comes from the buffer ---- */

static bool replace_scalar(OsRun *r, Operation *op, Operation *with) {
  if (!with) return false;
  rw_replace_all_uses(&r->rw, &op->results[0], &with->results[0]);
  return true;
}

static bool extract_bufferize(OsRun *r, Operation *op) {
  Value *b = os_get_buffer(r, op->operands[0].value);
  if (!b) return false;
  rw_set_before(&r->rw, op);
  Value *ops[MAX_STACK_VALUES];
  if (op->num_operands > MAX_STACK_VALUES) return false;
  ops[0] = b;
  for (unsigned i = 1; i < op->num_operands; i++) ops[i] = op->operands[i].value;
  return replace_scalar(r, op, bu_op(&r->rw, "memref.load", op->loc, op->num_operands, ops, op->results[0].type));
}

static bool dim_bufferize(OsRun *r, Operation *op) {
  Value *b = os_get_buffer(r, op->operands[0].value);
  if (!b) return false;
  rw_set_before(&r->rw, op);
  Value *ops[2] = {b, op->operands[1].value};
  return replace_scalar(r, op, bu_op(&r->rw, "memref.dim", op->loc, 2, ops, op->results[0].type));
}

/* ---- tensor.insert: a store into the destination's buffer ---- */

static bool insert_writes(OpOperand *u) { return u == &u->owner->operands[1]; }

static Value *dest_result(OpOperand *u, bool *equivalent, unsigned dest) {
  *equivalent = true;
  return u == &u->owner->operands[dest] ? &u->owner->results[0] : NULL;
}

static Value *insert_alias(OpOperand *u, bool *equivalent) { return dest_result(u, equivalent, 1); }
static OpOperand *insert_operand(Value *v) { return &((Operation *)v->owner)->operands[1]; }

static bool insert_bufferize(OsRun *r, Operation *op) {
  rw_set_before(&r->rw, op);
  Value *b = os_operand_buffer(r, &op->operands[1]);
  Value *ops[MAX_STACK_VALUES];
  if (!b || op->num_operands > MAX_STACK_VALUES) return false;
  ops[0] = op->operands[0].value;
  ops[1] = b;
  for (unsigned i = 2; i < op->num_operands; i++) ops[i] = op->operands[i].value;
  Operation *st = rw_build(&r->rw, "memref.store", op->loc, op->num_operands, ops, 0, NULL, 0, NULL);
  return st && os_set_result(r, &op->results[0], b, st);
}

/* ---- tensor.cast: an equivalent buffer of the result's shape ---- */

static Value *first_alias(OpOperand *u, bool *equivalent) { return dest_result(u, equivalent, 0); }
static OpOperand *first_operand(Value *v) { return &((Operation *)v->owner)->operands[0]; }

static const Attr *memref_layout(const Type *m) {
  return m->kind == TK_MEMREF ? WORD_PTR(const Attr, m->p[shaped_rank(m) + 1]) : NULL;
}
static const Attr *memref_space(const Type *m) {
  return m->kind == TK_MEMREF ? WORD_PTR(const Attr, m->p[shaped_rank(m) + 2]) : NULL;
}

static bool cast_bufferize(OsRun *r, Operation *op) {
  Context *ctx = r->s.ctx;
  Value *b = os_get_buffer(r, op->operands[0].value);
  const Type *rt = op->results[0].type;
  if (!b) return false;
  const Type *mt;
  if (rt->kind != TK_RANKED_TENSOR || b->type->kind != TK_MEMREF) {
    /* ranked <-> unranked: upstream's fully dynamic layout */
    mt = rt->kind == TK_RANKED_TENSOR ? os_memref_of(ctx, rt, LAYOUT_DYNAMIC)
                                      : type_unranked_memref(ctx, shaped_elem(rt), NULL);
  } else {
    /* the offset and strides do not change */
    int64_t dims[MAX_STACK_RANK];
    unsigned rank = shaped_rank(rt);
    if (rank > MAX_STACK_RANK) return false;
    for (unsigned i = 0; i < rank; i++) dims[i] = shaped_dim(rt, i);
    mt = type_memref(ctx, rank, dims, shaped_elem(rt), memref_layout(b->type), memref_space(b->type));
  }
  if (!mt) return false;
  if (mt == b->type) return os_set_result(r, &op->results[0], b, op->prev ? op->prev : op);
  rw_set_before(&r->rw, op);
  Operation *c = rw_build(&r->rw, "memref.cast", op->loc, 1, &b, 1, &mt, 0, NULL);
  return c && os_set_result(r, &op->results[0], &c->results[0], c);
}

/* ---- tensor.extract_slice: a subview of the source's buffer ---- */

static Value *slice_alias(OpOperand *u, bool *equivalent) {
  *equivalent = false;
  return u == &u->owner->operands[0] ? &u->owner->results[0] : NULL;
}

/* inferRankReducedResultType: the subview's inferred type without the
 * unit dims the tensor result drops. */
static const Type *slice_buffer_type(Context *ctx, const Type *src, const SliceParams *p, const Type *res) {
  const Type *t = subview_infer_type(ctx, src, p);
  if (!t || shaped_rank(t) == shaped_rank(res)) return t;
  bool dropped[SLICE_MAX_RANK];
  unsigned j = 0, n = shaped_rank(t);
  for (unsigned i = 0; i < n; i++) {
    bool keep = j < shaped_rank(res) && shaped_dim(t, i) == shaped_dim(res, j);
    if (keep) j++;
    else if (shaped_dim(t, i) != 1) return NULL;
    dropped[i] = !keep;
  }
  return j == shaped_rank(res) ? memref_drop_dims(ctx, t, dropped) : NULL;
}

static bool extract_slice_bufferize(OsRun *r, Operation *op) {
  SliceParams p;
  Value *b = os_get_buffer(r, op->operands[0].value);
  if (!b || !slice_read(op, &p)) return false;
  const Type *t = slice_buffer_type(r->s.ctx, b->type, &p, op->results[0].type);
  if (!t) return false;
  rw_set_before(&r->rw, op);
  Operation *sv = slice_build(&r->rw, "memref.subview", op->loc, t, b, NULL, &p);
  return sv && os_set_result(r, &op->results[0], &sv->results[0], sv);
}

/* ---- tensor.insert_slice: a copy into a subview of the destination ---- */

/* The destination is not read when the slice covers all of it. */
static bool insert_slice_reads(OpOperand *u) {
  if (!is_dest(u)) return true;
  Operation *op = u->owner;
  const Type *dt = u->value->type;
  SliceParams p;
  /* (a memref at function boundaries while the ops are rewritten) */
  if ((dt->kind != TK_RANKED_TENSOR && dt->kind != TK_MEMREF) || !slice_read(op, &p) || p.size.n != shaped_rank(dt))
    return true;
  for (unsigned i = 0; i < p.size.n; i++) {
    int64_t o, s, st;
    if (!mixed_const(&p.off, i, &o) || !mixed_const(&p.size, i, &s) || !mixed_const(&p.stride, i, &st) || o != 0 ||
        st != 1 || shaped_dim(dt, i) == DYNAMIC_SIZE || s != shaped_dim(dt, i))
      return true;
  }
  return false;
}

static bool insert_slice_bufferize(OsRun *r, Operation *op) {
  SliceParams p;
  if (!slice_read(op, &p)) return false;
  rw_set_before(&r->rw, op);
  Value *dst = os_operand_buffer(r, &op->operands[1]);
  if (!dst) return false;
  const Type *t = slice_buffer_type(r->s.ctx, dst->type, &p, op->operands[0].value->type);
  Operation *sv = t ? slice_build(&r->rw, "memref.subview", op->loc, t, dst, NULL, &p) : NULL;
  Value *src = sv ? os_get_buffer(r, op->operands[0].value) : NULL;
  if (!src) return false;
  rw_set_before(&r->rw, op);
  Value *ops[2] = {src, &sv->results[0]};
  Operation *cp = rw_build(&r->rw, "memref.copy", op->loc, 2, ops, 0, NULL, 0, NULL);
  return cp && os_set_result(r, &op->results[0], dst, cp);
}

const BufferizableHooks BUFFERIZE_TENSOR[] = {
    {.name = "tensor.empty", .result_writes = empty_result_writes, .bufferize = empty_bufferize},
    {.name = "tensor.extract", .reads = yes, .bufferize = extract_bufferize},
    {.name = "tensor.dim", .bufferize = dim_bufferize},
    {.name = "tensor.insert", .reads = yes, .writes = insert_writes, .aliasing_result = insert_alias,
     .aliasing_operand = insert_operand, .bufferize = insert_bufferize},
    {.name = "tensor.cast", .aliasing_result = first_alias, .aliasing_operand = first_operand,
     .bufferize = cast_bufferize},
    {.name = "tensor.extract_slice", .aliasing_result = slice_alias, .aliasing_operand = first_operand,
     .bufferize = extract_slice_bufferize},
    {.name = "tensor.insert_slice", .reads = insert_slice_reads, .writes = is_dest, .aliasing_result = insert_alias,
     .aliasing_operand = insert_operand, .bufferize = insert_slice_bufferize},
    {0},
};
