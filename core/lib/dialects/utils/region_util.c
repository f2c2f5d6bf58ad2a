/* region_util.c: see region_util.h. */
#include "region_util.h"

Operation *build_with_regions(Rewriter *rw, const char *name, const Loc *loc, unsigned nops, Value *const *ops,
                              unsigned ntypes, const Type *const *types, unsigned nregions,
                              const Operation *attrs_from) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, name, strlen(name)), loc);
  bool ok = true;
  for (unsigned i = 0; ok && i < nops; i++) ok = opstate_add_operand(&st, ops[i]);
  for (unsigned i = 0; ok && i < ntypes; i++) ok = opstate_add_type(&st, types[i]);
  for (unsigned i = 0; ok && i < nregions; i++) ok = opstate_add_region(&st) != NULL;
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  Operation *op = op_create(&st);
  if (!op) return NULL;
  if (attrs_from) {
    op->props = attrs_from->props;
    op->attrs = attrs_from->attrs;
  }
  rw_insert(rw, op);
  return op;
}

Block *append_block(Context *ctx, Region *r, unsigned n, const Type *const *types, const Loc *const *locs,
                    const Loc *loc) {
  Block *b = block_create(&ctx->alloc);
  if (!b) return NULL;
  region_append_block(r, b);
  for (unsigned i = 0; i < n; i++)
    if (!block_add_arg(b, types[i], locs ? locs[i] : loc)) return NULL;
  return b;
}

Operation *build_term(Rewriter *rw, const char *name, const Loc *loc, unsigned n, Value *const *vals) {
  return rw_build(rw, name, loc, n, vals, 0, NULL, 0, NULL);
}

void append_implicit_term(Context *ctx, Block *b, const char *name, const Loc *loc) {
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, name, strlen(name)), loc);
  Operation *t = op_create(&st);
  if (t) block_append_op(b, t);
}

const Loc *value_loc_of(const Value *v) {
  return v->kind == VALUE_RESULT ? ((const Operation *)v->owner)->loc : v->loc;
}

bool region_is_ancestor(const Region *r, const Region *of) {
  while (of) {
    if (of == r) return true;
    Operation *p = of->parent;
    of = p && p->block ? p->block->parent : NULL;
  }
  return false;
}

bool region_holds_value(const Region *r, const Value *v) { return region_is_ancestor(r, value_parent_region(v)); }

void replace_op_with_region(Rewriter *rw, Operation *op, Region *r, Value *const *args) {
  Context *ctx = rw->ctx;
  Block *b = r->first;
  Operation *term = b->last;
  unsigned n = term->num_operands;
  Value **results = ctx_alloc(ctx, (n ? n : 1) * sizeof *results);
  if (!results) return;
  /* Read the yielded values only after inlining: a yielded block argument
     is replaced by its incoming value and freed with the block. */
  rw_inline_block_before(rw, b, op->block, op, args);
  for (unsigned i = 0; i < n; i++) results[i] = term->operands[i].value;
  rw_replace_op(rw, op, results);
  rw_erase_op(rw, term);
  ctx_free(ctx, results);
}

bool const_int_value(const Value *v, int64_t *out) {
  const Attr *a = value_constant(v);
  if (!a || a->kind != AK_INTEGER || a->n != 2) return false;
  *out = attr_int_value(a);
  return true;
}

/* ---- loop trip counts ------------------------------------------------------------------ */

static unsigned bound_width(LoopBound b) { return b.v ? elem_int_width(b.v->type) : 64; }

/* The bound's constant, masked to w bits. */
static bool bound_const(LoopBound b, unsigned w, uint64_t *out) {
  if (!b.v) {
    *out = (uint64_t)b.st & int_mask(w);
    return true;
  }
  const Attr *a = value_constant(b.v);
  if (!a || a->kind != AK_INTEGER || a->n != 2) return false;
  *out = a->p[1] & int_mask(w);
  return true;
}

int64_t loop_trip_count(LoopBound lb, LoopBound ub, LoopBound step, bool is_signed, bool *known) {
  unsigned w = bound_width(lb);
  *known = false;
  if (!w || w > 64) return 0;
  *known = true;
  if (lb.v == ub.v && (lb.v || lb.st == ub.st)) return 0;
  uint64_t st = 0, l, u, diff;
  bool step_known = bound_const(step, w, &st);
  if (step_known && (st == 0 || int_sext(st, w) < 0)) return 0;
  if (bound_const(lb, w, &l)) {
    if (!bound_const(ub, w, &u)) goto unknown;
    bool le = is_signed ? int_sext(u, w) <= int_sext(l, w) : u <= l;
    if (le) return 0;
    diff = (u - l) & int_mask(w);
  } else {
    if (bound_const(ub, w, &u) || !ub.v) goto unknown;
    Operation *add = def_is(ub.v, "arith.addi");
    uint64_t flags = add ? enum_value(op_get_attr(add, "overflowFlags", 13)) : 0;
    uint64_t c;
    unsigned cw;
    if (!add || !(flags & (is_signed ? 1u : 2u)) || opnd(add, 0) != lb.v ||
        !attr_splat_int(value_constant(opnd(add, 1)), &c, &cw))
      goto unknown;
    diff = c & int_mask(w);
    if (is_signed ? int_sext(diff, w) <= 0 : diff == 0) return 0;
  }
  if (!step_known) goto unknown;
  {
    uint64_t q, r;
    if (is_signed) {
      int64_t d = int_sext(diff, w), s = int_sext(st, w);
      q = (uint64_t)(d / s);
      r = (uint64_t)(d % s);
    } else {
      q = diff / st;
      r = diff % st;
    }
    return (int64_t)((q + (r != 0)) & int_mask(w));
  }
unknown:
  *known = false;
  return 0;
}

Value *loop_bound_value(Rewriter *rw, const Loc *loc, LoopBound b) {
  if (b.v) return b.v;
  return rw_constant(rw, attr_integer(rw->ctx, rw->ctx->t_index, b.st), loc);
}
