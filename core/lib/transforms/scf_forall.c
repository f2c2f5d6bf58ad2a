/* scf_forall.c: see scf_loops.h. */
#include "scf_loops.h"
#include "build_util.h"

const int32_t *scf_loop_segments(const Operation *op) {
  const Attr *seg = op_get_attr(op, "operandSegmentSizes", 19);
  if (!seg || seg->kind != AK_DENSE_ARRAY || seg->aux != 4) return NULL;
  return (const int32_t *)WORD_PTR(const Ident, seg->p[1])->str;
}

/* The forall's bounds as values into `bounds` (3 * rank: lower, upper,
 * steps), creating a constant for each static one in that order. */
static bool forall_bounds(Rewriter *rw, Operation *op, unsigned n, Value **bounds) {
  static const char *const STATIC[3] = {"staticLowerBound", "staticUpperBound", "staticStep"};
  unsigned dyn = 0;
  for (unsigned k = 0; k < 3; k++) {
    const Attr *st = op_get_attr(op, STATIC[k], strlen(STATIC[k]));
    if (!st || st->kind != AK_DENSE_ARRAY || st->aux != n) return false;
    const int64_t *v = (const int64_t *)WORD_PTR(const Ident, st->p[1])->str;
    for (unsigned i = 0; i < n; i++) {
      if (v[i] == INT64_MIN) bounds[k * n + i] = opnd(op, dyn++); /* dynamic */
      else if (!(bounds[k * n + i] = bu_index(rw, op->loc, v[i]))) return false;
    }
  }
  return true;
}

/* The rank of a forall that can be rewritten (no shared outputs), or 0. */
static unsigned plain_forall_rank(const Operation *op) {
  const int32_t *sz = scf_loop_segments(op);
  unsigned n = op->regions[0].first->nargs;
  return sz && sz[3] == 0 && n <= MAX_STACK_VALUES ? n : 0;
}

bool scf_forall_to_parallel(Rewriter *rw, Operation *op) {
  unsigned n = plain_forall_rank(op);
  Value *bounds[3 * MAX_STACK_VALUES];
  rw_set_before(rw, op);
  if (!n || !forall_bounds(rw, op, n, bounds)) return false;
  Operation *par = bu_scf_parallel(rw, op->loc, n, bounds, bounds + n, bounds + 2 * n);
  if (!par) return false;
  const Attr *mapping = op_get_attr(op, "mapping", 7);
  if (mapping) op_set_attr(par, ident_cstr(rw->ctx, "mapping"), mapping);
  /* The forall's block, with its arguments' locations, becomes the body. */
  rw_erase_block(rw, bu_body(par));
  rw_inline_region_before(rw, &op->regions[0], &par->regions[0], NULL);
  Block *body = bu_body(par);
  Operation *term = block_terminator(body);
  rw_set_block_end(rw, body);
  if (!term || !rw_build(rw, "scf.reduce", term->loc, 0, NULL, 0, NULL, 0, NULL)) return false;
  rw_erase_op(rw, term);
  rw_erase_op(rw, op);
  return true;
}

Block *scf_build_for_nest(Rewriter *rw, const Loc *loc, unsigned n, Value *const *lbs, Value *const *ubs,
                          Value *const *steps, Value **ivs) {
  Block *inner = NULL;
  for (unsigned i = 0; i < n; i++) {
    Operation *f = bu_scf_for(rw, loc, lbs[i], ubs[i], steps[i], 0, NULL);
    if (!f) return NULL;
    inner = bu_body(f);
    ivs[i] = inner->args[0];
    rw_set_block_end(rw, inner);
    Operation *y = rw_build(rw, "scf.yield", loc, 0, NULL, 0, NULL, 0, NULL);
    if (!y) return NULL;
    rw_set_before(rw, y);
  }
  return inner;
}

bool scf_forall_to_for(Rewriter *rw, Operation *op) {
  unsigned n = plain_forall_rank(op);
  Value *bounds[3 * MAX_STACK_VALUES], *ivs[MAX_STACK_VALUES];
  rw_set_before(rw, op);
  if (!n || !forall_bounds(rw, op, n, bounds)) return false;
  Block *inner = scf_build_for_nest(rw, op->loc, n, bounds, bounds + n, bounds + 2 * n, ivs);
  if (!inner) return false;
  Block *fbody = op->regions[0].first;
  rw_erase_op(rw, block_terminator(fbody));
  rw_inline_block_before(rw, fbody, inner, block_terminator(inner), ivs);
  rw_erase_op(rw, op);
  return true;
}
