/* integer_set.c: the C API of mlir-c/IntegerSet.h over the uniqued sets of
 * ir/affine.c. Set words (ir.h, IS_SET): aux = #dims; p = #symbols,
 * #constraints, the constraint expressions, then one equality flag per
 * constraint. */
#include "capi.h"

static unsigned num_dims(const IntegerSet *s) { return s->aux; }
static unsigned num_syms(const IntegerSet *s) { return (unsigned)s->p[0]; }
static unsigned num_constraints(const IntegerSet *s) { return (unsigned)s->p[1]; }
static const AffineExpr *constraint(const IntegerSet *s, unsigned i) {
  return WORD_PTR(const AffineExpr, s->p[2 + i]);
}
static bool is_eq(const IntegerSet *s, unsigned i) { return s->p[2 + num_constraints(s) + i] != 0; }

static MlirIntegerSet checked(Context *ctx, const IntegerSet *s) {
  capi_check_oom(ctx);
  return wrap_set(s);
}

MlirContext mlirIntegerSetGetContext(MlirIntegerSet s) { return wrap_ctx(unwrap_set(s)->ctx); }
bool mlirIntegerSetEqual(MlirIntegerSet a, MlirIntegerSet b) { return a.ptr == b.ptr; }

void mlirIntegerSetPrint(MlirIntegerSet s, MlirStringCallback cb, void *ud) {
  const IntegerSet *set = unwrap_set(s);
  StrBuf sb;
  sb_init(&sb, &set->ctx->alloc);
  print_integer_set(set, &sb);
  emit_text(&sb, cb, ud);
  sb_free(&sb);
}
void mlirIntegerSetDump(MlirIntegerSet s) {
  mlirIntegerSetPrint(s, capi_to_stderr, NULL);
  fputc('\n', stderr);
}

/* The canonical empty set: `1 == 0`. */
static const IntegerSet *empty_set(Context *ctx, unsigned nd, unsigned ns) {
  const AffineExpr *one = ae_const(ctx, 1);
  bool eq = true;
  return one ? integer_set_get(ctx, nd, ns, 1, &one, &eq) : NULL;
}

MlirIntegerSet mlirIntegerSetEmptyGet(MlirContext c, intptr_t numDims, intptr_t numSymbols) {
  Context *ctx = unwrap_ctx(c);
  return checked(ctx, empty_set(ctx, (unsigned)numDims, (unsigned)numSymbols));
}

MlirIntegerSet mlirIntegerSetGet(MlirContext c, intptr_t numDims, intptr_t numSymbols,
                                 intptr_t n, const MlirAffineExpr *constraints,
                                 const bool *eqFlags) {
  Context *ctx = unwrap_ctx(c);
  if (n <= 0) return wrap_set(NULL);
  const AffineExpr **tmp = ctx_alloc(ctx, (size_t)n * sizeof *tmp);
  const IntegerSet *s = NULL;
  if (tmp) {
    bool ok = true;
    for (intptr_t i = 0; i < n; i++) ok &= (tmp[i] = unwrap_expr(constraints[i])) != NULL;
    if (ok) s = integer_set_get(ctx, (unsigned)numDims, (unsigned)numSymbols, (size_t)n, tmp, eqFlags);
    ctx_free(ctx, tmp);
  }
  return checked(ctx, s);
}

MlirIntegerSet mlirIntegerSetReplaceGet(MlirIntegerSet s, const MlirAffineExpr *dimReplacements,
                                        const MlirAffineExpr *symbolReplacements,
                                        intptr_t numResultDims, intptr_t numResultSymbols) {
  const IntegerSet *set = unwrap_set(s);
  Context *ctx = set->ctx;
  unsigned nd = num_dims(set), ns = num_syms(set), n = num_constraints(set);
  const AffineExpr **dims = ctx_alloc(ctx, (nd ? nd : 1) * sizeof *dims);
  const AffineExpr **syms = ctx_alloc(ctx, (ns ? ns : 1) * sizeof *syms);
  const AffineExpr **cons = ctx_alloc(ctx, (n ? n : 1) * sizeof *cons);
  bool *eq = ctx_alloc(ctx, (n ? n : 1) * sizeof *eq);
  const IntegerSet *out = NULL;
  bool ok = dims && syms && cons && eq;
  for (unsigned i = 0; ok && i < nd; i++) ok = (dims[i] = unwrap_expr(dimReplacements[i])) != NULL;
  for (unsigned i = 0; ok && i < ns; i++) ok = (syms[i] = unwrap_expr(symbolReplacements[i])) != NULL;
  for (unsigned i = 0; ok && i < n; i++) {
    eq[i] = is_eq(set, i);
    ok = (cons[i] = ae_replace_dims_syms(constraint(set, i), nd, dims, ns, syms)) != NULL;
  }
  if (ok) out = integer_set_get(ctx, (unsigned)numResultDims, (unsigned)numResultSymbols, n, cons, eq);
  ctx_free(ctx, dims);
  ctx_free(ctx, syms);
  ctx_free(ctx, cons);
  ctx_free(ctx, eq);
  return checked(ctx, out);
}

bool mlirIntegerSetIsCanonicalEmpty(MlirIntegerSet s) {
  const IntegerSet *set = unwrap_set(s);
  return set == empty_set(set->ctx, num_dims(set), num_syms(set));
}

intptr_t mlirIntegerSetGetNumDims(MlirIntegerSet s) { return num_dims(unwrap_set(s)); }
intptr_t mlirIntegerSetGetNumSymbols(MlirIntegerSet s) { return num_syms(unwrap_set(s)); }
intptr_t mlirIntegerSetGetNumInputs(MlirIntegerSet s) {
  return (intptr_t)num_dims(unwrap_set(s)) + num_syms(unwrap_set(s));
}
intptr_t mlirIntegerSetGetNumConstraints(MlirIntegerSet s) {
  return num_constraints(unwrap_set(s));
}
intptr_t mlirIntegerSetGetNumEqualities(MlirIntegerSet s) {
  const IntegerSet *set = unwrap_set(s);
  intptr_t n = 0;
  for (unsigned i = 0; i < num_constraints(set); i++) n += is_eq(set, i);
  return n;
}
intptr_t mlirIntegerSetGetNumInequalities(MlirIntegerSet s) {
  return mlirIntegerSetGetNumConstraints(s) - mlirIntegerSetGetNumEqualities(s);
}
MlirAffineExpr mlirIntegerSetGetConstraint(MlirIntegerSet s, intptr_t pos) {
  const IntegerSet *set = unwrap_set(s);
  if (pos < 0 || (uintptr_t)pos >= num_constraints(set)) return wrap_expr(NULL);
  return wrap_expr(constraint(set, (unsigned)pos));
}
bool mlirIntegerSetIsConstraintEq(MlirIntegerSet s, intptr_t pos) {
  const IntegerSet *set = unwrap_set(s);
  return pos >= 0 && (uintptr_t)pos < num_constraints(set) && is_eq(set, (unsigned)pos);
}
