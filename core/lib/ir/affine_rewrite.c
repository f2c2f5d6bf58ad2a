/* affine_rewrite.c: operations that derive new affine expressions from
 * existing ones: substitution of dims, symbols or subexpressions, queries
 * over a whole expression, and upstream's flattening simplifier
 * (simplifyAffineExpr, with its semi-affine pre-pass). Results are built
 * with the simplifying constructors of affine.c, so they unique exactly as
 * upstream's do. Walks over expression trees use explicit stacks; only the
 * semi-affine pre-pass recurses, bounded by AFFINE_MAX_RECURSION. */
#include "ir.h"

#include <stdlib.h>

/* Depth beyond which the recursive semi-affine pre-pass gives up and
 * leaves the expression as it is (expressions built through the C API
 * can be arbitrarily deep). */
enum { AFFINE_MAX_RECURSION = 512 };

const AffineExpr *ae_binary(unsigned kind, const AffineExpr *l, const AffineExpr *r) {
  switch (kind) {
  case AE_ADD: return ae_add(l, r);
  case AE_MUL: return ae_mul(l, r);
  case AE_MOD: return ae_mod(l, r);
  case AE_FLOORDIV: return ae_floordiv(l, r);
  case AE_CEILDIV: return ae_ceildiv(l, r);
  default: return NULL;
  }
}

static bool is_const(const AffineExpr *e) { return e->kind == AE_CONSTANT; }
static int64_t cval(const AffineExpr *e) { return (int64_t)e->p[0]; }
static unsigned position(const AffineExpr *e) { return (unsigned)e->p[0]; }

/* ---- rebuilding ------------------------------------------------------------------- */

/* Returns the node's replacement, or NULL to keep a leaf or descend into a
 * binary node. */
typedef const AffineExpr *(*SubstFn)(const AffineExpr *e, void *user);

typedef struct RebuildFrame {
  const AffineExpr *e;
  bool expanded;
} RebuildFrame;

/* Rebuilds `root` bottom-up with `subst` applied: a binary node whose
 * operands come back unchanged is kept as it is (not re-simplified), as
 * upstream's replace methods do. NULL when out of memory. */
static const AffineExpr *rebuild(const AffineExpr *root, SubstFn subst, void *user) {
  Context *ctx = root->ctx;
  RebuildFrame *frames = NULL;
  const AffineExpr **vals = NULL;
  size_t nf = 0, capf = 0, nv = 0, capv = 0;
  const AffineExpr *result = NULL;
  if (!vec_grow(&ctx->alloc, (void **)&frames, &capf, 1, sizeof *frames)) goto fail;
  frames[nf++] = (RebuildFrame){root, false};
  while (nf) {
    RebuildFrame *f = &frames[nf - 1];
    const AffineExpr *e = f->e, *out = NULL;
    if (!f->expanded) {
      out = subst(e, user);
      if (!out && ae_is_binary(e)) {
        f->expanded = true;
        if (!vec_grow(&ctx->alloc, (void **)&frames, &capf, nf + 2, sizeof *frames)) goto fail;
        frames[nf++] = (RebuildFrame){ae_rhs(e), false};
        frames[nf++] = (RebuildFrame){ae_lhs(e), false};
        continue;
      }
      if (!out) out = e;
    } else {
      const AffineExpr *l = vals[nv - 2], *r = vals[nv - 1];
      nv -= 2;
      out = l == ae_lhs(e) && r == ae_rhs(e) ? e : ae_binary(e->kind, l, r);
      if (!out) goto fail;
    }
    nf--;
    /* Operands are produced left first: the lhs frame sits above the rhs. */
    if (!vec_grow(&ctx->alloc, (void **)&vals, &capv, nv + 1, sizeof *vals)) goto fail;
    vals[nv++] = out;
  }
  result = vals[0];
fail:
  mem_free(&ctx->alloc, frames);
  mem_free(&ctx->alloc, vals);
  return result;
}

typedef struct DimSymRepl {
  size_t ndims, nsyms;
  const AffineExpr *const *dims, *const *syms;
} DimSymRepl;

static const AffineExpr *subst_dim_sym(const AffineExpr *e, void *user) {
  const DimSymRepl *r = user;
  if (e->kind == AE_DIM && position(e) < r->ndims) return r->dims[position(e)];
  if (e->kind == AE_SYMBOL && position(e) < r->nsyms) return r->syms[position(e)];
  return NULL;
}

const AffineExpr *ae_replace_dims_syms(const AffineExpr *e, size_t ndims,
                                       const AffineExpr *const *dims, size_t nsyms,
                                       const AffineExpr *const *syms) {
  DimSymRepl r = {ndims, nsyms, dims, syms};
  return rebuild(e, subst_dim_sym, &r);
}

typedef struct SparseRepl {
  const AffineExpr *from, *to;
} SparseRepl;

static const AffineExpr *subst_sparse(const AffineExpr *e, void *user) {
  const SparseRepl *r = user;
  return e == r->from ? r->to : NULL;
}

const AffineExpr *ae_replace(const AffineExpr *e, const AffineExpr *from, const AffineExpr *to) {
  SparseRepl r = {from, to};
  return rebuild(e, subst_sparse, &r);
}

/* Replaces ids [offset, count) of one kind by the ids `shift` further. */
static const AffineExpr *shift_ids(const AffineExpr *e, bool dims, unsigned count,
                                   unsigned shift, unsigned offset) {
  Context *ctx = e->ctx;
  const AffineExpr **ids = ctx_alloc(ctx, (count ? count : 1) * sizeof *ids);
  if (!ids) return NULL;
  for (unsigned i = 0; i < count; i++) {
    unsigned pos = i < offset ? i : i + shift;
    ids[i] = dims ? ae_dim(ctx, pos) : ae_symbol(ctx, pos);
  }
  const AffineExpr *r = dims ? ae_replace_dims_syms(e, count, ids, 0, NULL)
                             : ae_replace_dims_syms(e, 0, NULL, count, ids);
  ctx_free(ctx, ids);
  return r;
}

const AffineExpr *ae_shift_dims(const AffineExpr *e, unsigned ndims, unsigned shift,
                                unsigned offset) {
  return shift_ids(e, true, ndims, shift, offset);
}

const AffineExpr *ae_shift_symbols(const AffineExpr *e, unsigned nsyms, unsigned shift,
                                   unsigned offset) {
  return shift_ids(e, false, nsyms, shift, offset);
}

/* ---- queries ------------------------------------------------------------------------ */

/* Whether an id of `kind` at `pos` occurs in `e`. */
static bool mentions(const AffineExpr *e, unsigned kind, unsigned pos) {
  Context *ctx = e->ctx;
  PtrVec stack = {0};
  bool found = false;
  pv_push(&ctx->alloc, &stack, (void *)e);
  while (stack.len && !found) {
    const AffineExpr *x = stack.data[--stack.len];
    if (ae_is_binary(x)) {
      pv_push(&ctx->alloc, &stack, (void *)ae_lhs(x));
      pv_push(&ctx->alloc, &stack, (void *)ae_rhs(x));
    } else {
      found = x->kind == kind && position(x) == pos;
    }
  }
  pv_free(&ctx->alloc, &stack);
  return found;
}

bool ae_is_function_of_dim(const AffineExpr *e, unsigned pos) { return mentions(e, AE_DIM, pos); }
bool ae_is_function_of_symbol(const AffineExpr *e, unsigned pos) {
  return mentions(e, AE_SYMBOL, pos);
}

/* x % f with upstream's results where C would trap: a zero factor divides
 * only zero, and INT64_MIN % -1 is 0. */
static int64_t safe_rem(int64_t x, int64_t f) {
  if (f == 0) return x;
  if (f == -1) return 0;
  return x % f;
}

/* Upstream computes these remainders on unsigned 64-bit numbers (a
 * negative factor then divides almost nothing). */
static bool urem_zero(uint64_t x, int64_t factor) {
  uint64_t f = (uint64_t)factor;
  return f ? x % f == 0 : x == 0;
}

static uint64_t gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

bool ae_is_multiple_of(const AffineExpr *e, int64_t factor) {
  switch (e->kind) {
  case AE_DIM:
  case AE_SYMBOL: return (uint64_t)factor * (uint64_t)factor == 1;
  case AE_CONSTANT: return safe_rem(cval(e), factor) == 0;
  case AE_MUL: {
    uint64_t l = (uint64_t)ae_largest_known_divisor(ae_lhs(e));
    if (urem_zero(l, factor)) return true;
    uint64_t u = (uint64_t)ae_largest_known_divisor(ae_rhs(e));
    return urem_zero(u, factor) || urem_zero(l * u, factor);
  }
  default:
    return urem_zero(gcd_u64((uint64_t)ae_largest_known_divisor(ae_lhs(e)),
                             (uint64_t)ae_largest_known_divisor(ae_rhs(e))),
                     factor);
  }
}

/* ---- flattening ---------------------------------------------------------------------- */

/* Upstream's SimpleAffineExprFlattener: every subexpression becomes a row
 * of coefficients [dims, symbols, locals, constant]; mod, floordiv and
 * ceildiv by constants (and any semi-affine term) become local variables
 * whose defining expressions are kept in `locals`. Adding a local inserts
 * a column in every row on the stack. */
typedef struct Flattener {
  Context *ctx;
  unsigned ndims, nsyms, nlocals;
  const AffineExpr **locals;
  size_t cap_locals;
  int64_t **rows; /* operand stack, each row ncols() long */
  size_t nrows, cap_rows;
  bool oom;
} Flattener;

static unsigned ncols(const Flattener *f) { return f->ndims + f->nsyms + f->nlocals + 1; }
static unsigned local_start(const Flattener *f) { return f->ndims + f->nsyms; }

static int64_t *push_row(Flattener *f) {
  int64_t *row = mem_zalloc(&f->ctx->alloc, ncols(f) * sizeof *row);
  if (!row || !vec_grow(&f->ctx->alloc, (void **)&f->rows, &f->cap_rows, f->nrows + 1,
                        sizeof *f->rows)) {
    mem_free(&f->ctx->alloc, row);
    f->oom = true;
    return NULL;
  }
  f->rows[f->nrows++] = row;
  return row;
}

static void pop_row(Flattener *f) { mem_free(&f->ctx->alloc, f->rows[--f->nrows]); }

static int find_local(const Flattener *f, const AffineExpr *e) {
  for (unsigned i = 0; i < f->nlocals; i++)
    if (f->locals[i] == e) return (int)i;
  return -1;
}

/* Appends a local defined by `e`: one more column before the constant. */
static bool add_local(Flattener *f, const AffineExpr *e) {
  Allocator *a = &f->ctx->alloc;
  unsigned at = local_start(f) + f->nlocals, n = ncols(f);
  for (size_t i = 0; i < f->nrows; i++) {
    int64_t *row = mem_realloc(a, f->rows[i], (n + 1) * sizeof *row);
    if (!row) return f->oom = true, false;
    memmove(row + at + 1, row + at, (n - at) * sizeof *row);
    row[at] = 0;
    f->rows[i] = row;
  }
  if (!vec_grow(a, (void **)&f->locals, &f->cap_locals, f->nlocals + 1, sizeof *f->locals))
    return f->oom = true, false;
  f->locals[f->nlocals++] = e;
  return true;
}

/* Sum of coef * id terms, then locals, then the constant, in that order
 * (upstream's getAffineExprFromFlatForm). */
static const AffineExpr *from_flat(Context *ctx, const int64_t *row, unsigned ndims,
                                   unsigned nsyms, unsigned nlocals,
                                   const AffineExpr *const *locals) {
  const AffineExpr *e = ae_const(ctx, 0);
  for (unsigned j = 0; e && j < ndims + nsyms; j++) {
    if (!row[j]) continue;
    const AffineExpr *id = j < ndims ? ae_dim(ctx, j) : ae_symbol(ctx, j - ndims);
    e = ae_add(e, ae_mul(id, ae_const(ctx, row[j])));
  }
  for (unsigned j = 0; e && j < nlocals; j++) {
    int64_t c = row[ndims + nsyms + j];
    if (c) e = ae_add(e, ae_mul(locals[j], ae_const(ctx, c)));
  }
  int64_t k = row[ndims + nsyms + nlocals];
  if (e && k) e = ae_add(e, ae_const(ctx, k));
  return e;
}

static const AffineExpr *row_expr(const Flattener *f, const int64_t *row) {
  return from_flat(f->ctx, row, f->ndims, f->nsyms, f->nlocals, f->locals);
}

/* Replaces `row` by the single local `e` (reusing an equal local). */
static bool set_to_local(Flattener *f, size_t row_index, const AffineExpr *e) {
  if (!e) return f->oom = true, false;
  int loc = find_local(f, e);
  if (loc < 0) {
    if (!add_local(f, e)) return false;
    loc = (int)f->nlocals - 1;
  }
  int64_t *row = f->rows[row_index];
  memset(row, 0, ncols(f) * sizeof *row);
  row[local_start(f) + (unsigned)loc] = 1;
  return true;
}

static uint64_t abs_u64(int64_t v) { return v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v; }

/* Combines the two rows on top of the stack for binary node `e`; false to
 * give up (a non-positive constant divisor, as upstream). */
static bool flatten_binary(Flattener *f, const AffineExpr *e) {
  size_t li = f->nrows - 2;
  int64_t *rhs = f->rows[f->nrows - 1], *lhs = f->rows[li];
  unsigned n = ncols(f);
  int64_t k = rhs[n - 1];
  if (e->kind == AE_ADD) {
    for (unsigned i = 0; i < n; i++) lhs[i] = (int64_t)((uint64_t)lhs[i] + (uint64_t)rhs[i]);
    pop_row(f);
    return true;
  }
  if (!is_const(ae_rhs(e))) {
    /* Semi-affine: the whole term becomes a local. */
    const AffineExpr *a = row_expr(f, lhs), *b = row_expr(f, rhs);
    pop_row(f);
    if (!a || !b) return f->oom = true, false;
    return set_to_local(f, li, ae_binary(e->kind, a, b));
  }
  pop_row(f);
  if (e->kind == AE_MUL) {
    for (unsigned i = 0; i < n; i++) lhs[i] = (int64_t)((uint64_t)lhs[i] * (uint64_t)k);
    return true;
  }
  if (k <= 0) return false;
  uint64_t g = (uint64_t)k;
  for (unsigned i = 0; i < n; i++) g = gcd_u64(g, abs_u64(lhs[i]));
  if (e->kind == AE_MOD) {
    unsigned i = 0;
    while (i < n && lhs[i] % k == 0) i++;
    if (i == n) {
      memset(lhs, 0, n * sizeof *lhs);
      return true;
    }
    /* e mod k = e - k * ((e / g) floordiv (k / g)) */
    int64_t *dividend = mem_alloc(&f->ctx->alloc, n * sizeof *dividend);
    if (!dividend) return f->oom = true, false;
    for (unsigned j = 0; j < n; j++) dividend[j] = lhs[j] / (int64_t)g;
    const AffineExpr *q = row_expr(f, dividend);
    mem_free(&f->ctx->alloc, dividend);
    q = q ? ae_floordiv(q, ae_const(f->ctx, k / (int64_t)g)) : NULL;
    if (!q) return f->oom = true, false;
    int loc = find_local(f, q);
    if (loc < 0) {
      if (!add_local(f, q)) return false;
      loc = (int)f->nlocals - 1;
    }
    f->rows[li][local_start(f) + (unsigned)loc] = -k;
    return true;
  }
  /* floordiv / ceildiv: cancel the common divisor first. */
  for (unsigned i = 0; i < n; i++) lhs[i] /= (int64_t)g;
  int64_t d = k / (int64_t)g;
  if (d == 1) return true;
  const AffineExpr *a = row_expr(f, lhs);
  if (!a) return f->oom = true, false;
  const AffineExpr *q = e->kind == AE_CEILDIV ? ae_ceildiv(a, ae_const(f->ctx, d))
                                              : ae_floordiv(a, ae_const(f->ctx, d));
  return set_to_local(f, li, q);
}

static bool flatten_leaf(Flattener *f, const AffineExpr *e) {
  if (e->kind == AE_DIM && position(e) >= f->ndims) return false;
  if (e->kind == AE_SYMBOL && position(e) >= f->nsyms) return false;
  int64_t *row = push_row(f);
  if (!row) return false;
  if (e->kind == AE_DIM) row[position(e)] = 1;
  else if (e->kind == AE_SYMBOL) row[f->ndims + position(e)] = 1;
  else row[ncols(f) - 1] = cval(e);
  return true;
}

/* Flattens `e` post-order; on success one row is left on the stack. */
static bool flatten(Flattener *f, const AffineExpr *e) {
  RebuildFrame *frames = NULL;
  size_t nf = 0, cap = 0;
  bool ok = vec_grow(&f->ctx->alloc, (void **)&frames, &cap, 1, sizeof *frames);
  if (ok) frames[nf++] = (RebuildFrame){e, false};
  while (ok && nf) {
    RebuildFrame *fr = &frames[nf - 1];
    if (!ae_is_binary(fr->e)) {
      ok = flatten_leaf(f, fr->e);
      nf--;
    } else if (!fr->expanded) {
      fr->expanded = true;
      const AffineExpr *x = fr->e;
      ok = vec_grow(&f->ctx->alloc, (void **)&frames, &cap, nf + 2, sizeof *frames);
      if (ok) {
        frames[nf++] = (RebuildFrame){ae_rhs(x), false};
        frames[nf++] = (RebuildFrame){ae_lhs(x), false};
      }
    } else {
      ok = flatten_binary(f, fr->e);
      nf--;
    }
  }
  mem_free(&f->ctx->alloc, frames);
  return ok && f->nrows == 1;
}

static void flattener_free(Flattener *f) {
  while (f->nrows) pop_row(f);
  mem_free(&f->ctx->alloc, f->rows);
  mem_free(&f->ctx->alloc, f->locals);
}

/* ---- semi-affine reconstruction ------------------------------------------------------------ */

/* One term of upstream's getSemiAffineExprFromFlatForm, ordered by the key
 * (a, b): dims before products with symbols before symbols of the same
 * position. Keys may repeat; as upstream's maps keep the first insertion,
 * a repeated key takes the first entry's expression and coefficient. */
typedef struct SemiTerm {
  unsigned a;
  int b;
  int64_t coef;
  const AffineExpr *e;
} SemiTerm;

static int semi_key_cmp(const void *x, const void *y) {
  const SemiTerm *p = x, *q = y;
  if (p->a != q->a) return p->a < q->a ? -1 : 1;
  if (p->b != q->b) return p->b < q->b ? -1 : 1;
  return 0;
}

static const AffineExpr *from_flat_semi(Flattener *f, const int64_t *row) {
  Context *ctx = f->ctx;
  unsigned nd = f->ndims, ns = f->nsyms, nl = f->nlocals, base = nd + ns;
  unsigned maxds = nd > ns ? nd : ns;
  size_t cap = nd + ns + nl + 1;
  SemiTerm *terms = ctx_alloc(ctx, cap * sizeof *terms);
  SemiTerm *sorted = ctx_alloc(ctx, cap * sizeof *sorted);
  bool *added = ctx_zalloc(ctx, (nl ? nl : 1) * sizeof *added);
  const AffineExpr *e = NULL;
  if (!terms || !sorted || !added) goto done;
  size_t n = 0;
  unsigned off_sym = 0;
  int off_dim = -1;
  for (unsigned j = 0; j < ns; j++)
    if (row[nd + j]) terms[n++] = (SemiTerm){j, (int)(maxds + off_sym++), row[nd + j], ae_symbol(ctx, j)};
  for (unsigned i = 0; i < nl; i++) {
    const AffineExpr *x = f->locals[i];
    if (!row[base + i] || !ae_is_binary(x)) continue;
    const AffineExpr *l = ae_lhs(x), *r = ae_rhs(x);
    bool l_id = l->kind == AE_DIM || l->kind == AE_SYMBOL;
    bool r_ok = r->kind == AE_DIM || r->kind == AE_SYMBOL || is_const(r);
    if (!l_id || !r_ok) continue;
    SemiTerm t = {position(l), 0, row[base + i], x};
    if (is_const(r)) t.b = l->kind == AE_DIM ? off_dim-- : (int)(maxds + off_sym++);
    else if (l->kind == AE_DIM) t.b = (int)position(r);
    else t.b = (int)(maxds + off_sym++);
    terms[n++] = t;
    added[i] = true;
  }
  for (unsigned j = 0; j < nd; j++)
    if (row[j]) terms[n++] = (SemiTerm){j, off_dim--, row[j], ae_dim(ctx, j)};
  memcpy(sorted, terms, n * sizeof *terms);
  qsort(sorted, n, sizeof *sorted, semi_key_cmp);
  e = ae_const(ctx, 0);
  for (size_t i = 0; e && i < n; i++) {
    const SemiTerm *first = &terms[0];
    while (semi_key_cmp(first, &sorted[i])) first++;
    e = ae_add(e, ae_mul(first->e, ae_const(ctx, first->coef)));
  }
  for (unsigned i = 0; e && i < nl; i++)
    if (row[base + i] && !added[i]) e = ae_add(e, ae_mul(f->locals[i], ae_const(ctx, row[base + i])));
  if (e && row[base + nl]) e = ae_add(e, ae_const(ctx, row[base + nl]));
done:
  ctx_free(ctx, terms);
  ctx_free(ctx, sorted);
  ctx_free(ctx, added);
  return e;
}

/* ---- semi-affine pre-pass ---------------------------------------------------------------- */

static bool divisible_by_symbol(const AffineExpr *e, unsigned pos, unsigned op, unsigned depth) {
  if (depth > AFFINE_MAX_RECURSION) return false;
  switch (e->kind) {
  case AE_CONSTANT: return cval(e) == 0;
  case AE_DIM: return false;
  case AE_SYMBOL: return position(e) == pos;
  case AE_ADD:
    return divisible_by_symbol(ae_lhs(e), pos, op, depth + 1) &&
           divisible_by_symbol(ae_rhs(e), pos, op, depth + 1);
  case AE_MOD:
    return divisible_by_symbol(ae_lhs(e), pos, AE_MOD, depth + 1) &&
           divisible_by_symbol(ae_rhs(e), pos, AE_MOD, depth + 1);
  case AE_MUL:
    return divisible_by_symbol(ae_lhs(e), pos, op, depth + 1) ||
           divisible_by_symbol(ae_rhs(e), pos, op, depth + 1);
  default: /* floordiv, ceildiv: only through the same kind of division */
    return op == e->kind && divisible_by_symbol(ae_lhs(e), pos, e->kind, depth + 1);
  }
}

/* Divides `e` by symbol `pos` once divisibility is known; NULL when it is
 * not divisible after all (or out of memory). */
static const AffineExpr *symbolic_divide(const AffineExpr *e, unsigned pos, unsigned op,
                                         unsigned depth) {
  Context *ctx = e->ctx;
  if (depth > AFFINE_MAX_RECURSION) return NULL;
  switch (e->kind) {
  case AE_CONSTANT: return cval(e) ? NULL : ae_const(ctx, 0);
  case AE_DIM: return NULL;
  case AE_SYMBOL: return ae_const(ctx, 1);
  case AE_ADD:
  case AE_MOD: {
    unsigned k = e->kind == AE_ADD ? op : AE_MOD;
    return ae_binary(e->kind, symbolic_divide(ae_lhs(e), pos, k, depth + 1),
                     symbolic_divide(ae_rhs(e), pos, k, depth + 1));
  }
  case AE_MUL:
    if (!divisible_by_symbol(ae_lhs(e), pos, op, depth + 1))
      return ae_mul(ae_lhs(e), symbolic_divide(ae_rhs(e), pos, op, depth + 1));
    return ae_mul(symbolic_divide(ae_lhs(e), pos, op, depth + 1), ae_rhs(e));
  default:
    return ae_binary(e->kind, symbolic_divide(ae_lhs(e), pos, e->kind, depth + 1), ae_rhs(e));
  }
}

static void summands(Context *ctx, const AffineExpr *e, PtrVec *out) {
  PtrVec stack = {0};
  pv_push(&ctx->alloc, &stack, (void *)e);
  while (stack.len) {
    const AffineExpr *x = stack.data[--stack.len];
    if (x->kind == AE_ADD) {
      pv_push(&ctx->alloc, &stack, (void *)ae_rhs(x));
      pv_push(&ctx->alloc, &stack, (void *)ae_lhs(x));
    } else {
      pv_push(&ctx->alloc, out, (void *)x);
    }
  }
  pv_free(&ctx->alloc, &stack);
}

/* `x * -1` or `-1 * x`: returns x, else NULL. */
static const AffineExpr *negated(const AffineExpr *e) {
  if (e->kind != AE_MUL) return NULL;
  if (is_const(ae_lhs(e)) && cval(ae_lhs(e)) == -1) return ae_rhs(e);
  if (is_const(ae_rhs(e)) && cval(ae_rhs(e)) == -1) return ae_lhs(e);
  return NULL;
}

static const AffineExpr *simplify(const AffineExpr *e, unsigned nd, unsigned ns, unsigned depth);

/* Upstream's isModOfModSubtraction: lhs = x - (x mod rhs), written as a
 * sum, is a multiple of rhs. */
static bool mod_of_mod_subtraction(const AffineExpr *lhs, const AffineExpr *rhs, unsigned nd,
                                   unsigned ns, unsigned depth) {
  Context *ctx = lhs->ctx;
  PtrVec terms = {0};
  bool found = false;
  summands(ctx, lhs, &terms);
  for (size_t i = 0; i < terms.len && !found; i++) {
    const AffineExpr *inner = negated(terms.data[i]);
    if (!inner || inner->kind != AE_MOD || ae_rhs(inner) != rhs) continue;
    const AffineExpr *diff = ae_const(ctx, 0);
    for (size_t j = 0; diff && j < terms.len; j++)
      if (j != i) diff = ae_add(diff, terms.data[j]);
    diff = diff ? ae_add(diff, ae_neg(ae_lhs(inner))) : NULL;
    diff = diff ? simplify(diff, nd, ns, depth + 1) : NULL;
    found = diff && is_const(diff) && cval(diff) == 0;
  }
  pv_free(&ctx->alloc, &terms);
  return found;
}

static const AffineExpr *simplify_semi_affine(const AffineExpr *e, unsigned nd, unsigned ns,
                                              unsigned depth) {
  if (!ae_is_binary(e) || depth > AFFINE_MAX_RECURSION) return e;
  const AffineExpr *l = simplify_semi_affine(ae_lhs(e), nd, ns, depth + 1);
  const AffineExpr *r = simplify_semi_affine(ae_rhs(e), nd, ns, depth + 1);
  if (!l || !r) return NULL;
  if (e->kind == AE_ADD || e->kind == AE_MUL) return ae_binary(e->kind, l, r);
  if (mod_of_mod_subtraction(l, r, nd, ns, depth)) return ae_const(e->ctx, 0);
  if (r->kind != AE_SYMBOL || !divisible_by_symbol(ae_lhs(e), position(r), e->kind, depth))
    return ae_binary(e->kind, l, r);
  if (e->kind == AE_MOD) return ae_const(e->ctx, 0);
  const AffineExpr *q = symbolic_divide(l, position(r), e->kind, depth);
  return q ? q : ae_binary(e->kind, l, r);
}

static const AffineExpr *simplify(const AffineExpr *e, unsigned nd, unsigned ns, unsigned depth) {
  bool pure = ae_is_pure_affine(e);
  if (!pure) {
    e = simplify_semi_affine(e, nd, ns, depth);
    if (!e) return NULL;
  }
  Flattener f = {.ctx = e->ctx, .ndims = nd, .nsyms = ns};
  const AffineExpr *result = e;
  if (flatten(&f, e)) {
    /* Purity is re-checked on the pre-processed expression, as upstream. */
    pure = ae_is_pure_affine(e);
    const AffineExpr *flat = row_expr(&f, f.rows[0]);
    if (!flat || pure) result = flat;
    else if (flat != e) result = from_flat_semi(&f, f.rows[0]);
  }
  if (f.oom) result = NULL;
  flattener_free(&f);
  return result;
}

const AffineExpr *ae_simplify(const AffineExpr *e, unsigned ndims, unsigned nsyms) {
  return simplify(e, ndims, nsyms, 0);
}
