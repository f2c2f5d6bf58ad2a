/* affine_eval.c: affine expressions evaluated on index values, for the
 * indexing maps of linalg and the maps and integer sets of the affine
 * dialect. Arithmetic wraps at 64 bits as the index arithmetic upstream's
 * lowering emits; floordiv, ceildiv and mod round as affine defines them
 * (towards negative infinity, a non-negative remainder). */
#include "exec.h"

/* Nesting of an expression the evaluator follows (its own stack, not C's:
 * expressions nest as deep as the input makes them). */
enum { AFFINE_EVAL_DEPTH = 256 };

static int64_t combine(unsigned kind, int64_t l, int64_t r) {
  switch (kind) {
  case AE_ADD: return (int64_t)((uint64_t)l + (uint64_t)r);
  case AE_MUL: return (int64_t)((uint64_t)l * (uint64_t)r);
  case AE_MOD: {
    int64_t m = l % r;
    return m < 0 ? m + r : m;
  }
  case AE_FLOORDIV: return l / r - (l % r < 0 ? 1 : 0);
  default: return l / r + (l % r > 0 ? 1 : 0); /* AE_CEILDIV */
  }
}

int exec_affine_eval(Interp *in, const Inst *i, const AffineExpr *e, const int64_t *dims, unsigned ndims,
                     const int64_t *syms, unsigned nsyms, int64_t *out) {
  struct {
    const AffineExpr *e;
    int stage;
    int64_t lhs;
  } stack[AFFINE_EVAL_DEPTH];
  int top = 0;
  int64_t value = 0;
  stack[0].e = e;
  stack[0].stage = 0;
  for (;;) {
    const AffineExpr *x = stack[top].e;
    if (!ae_is_binary(x)) {
      unsigned pos = (unsigned)x->p[0];
      if (x->kind == AE_DIM) {
        if (pos >= ndims) return exec_fail(in, i, "the affine map uses dimension d%u of %u", pos, ndims);
        value = dims[pos];
      } else if (x->kind == AE_SYMBOL) {
        if (pos >= nsyms) return exec_fail(in, i, "the affine map uses symbol s%u of %u", pos, nsyms);
        value = syms[pos];
      } else {
        value = (int64_t)x->p[0];
      }
    } else if (stack[top].stage < 2) {
      if (stack[top].stage == 1) stack[top].lhs = value;
      if (top + 1 >= AFFINE_EVAL_DEPTH) return exec_fail(in, i, "the affine map nests too deeply");
      stack[top + 1].e = stack[top].stage == 0 ? ae_lhs(x) : ae_rhs(x);
      stack[top + 1].stage = 0;
      stack[top].stage++;
      top++;
      continue;
    } else {
      int64_t l = stack[top].lhs, r = value;
      if (x->kind != AE_ADD && x->kind != AE_MUL && r == 0)
        return exec_fail(in, i, "undefined behaviour: the affine map divides by zero");
      if (x->kind != AE_ADD && x->kind != AE_MUL && r < 0)
        return exec_fail(in, i, "the affine map divides by %lld: affine division takes a positive divisor",
                         (long long)r);
      value = combine(x->kind, l, r);
    }
    if (top == 0) break;
    top--;
  }
  *out = value;
  return EX_NEXT;
}

int exec_affine_map(Interp *in, const Inst *i, const AffineMap *m, const int64_t *operands, int64_t *out) {
  unsigned nd = affine_map_num_dims(m), ns = affine_map_num_symbols(m);
  for (unsigned r = 0; r < affine_map_num_results(m); r++)
    if (exec_affine_eval(in, i, affine_map_result(m, r), operands, nd, operands + nd, ns, &out[r]) == EX_FAIL)
      return EX_FAIL;
  return EX_NEXT;
}
