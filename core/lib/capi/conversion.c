/* conversion.c: the C API of mlir-c/Ext/DialectConversion.h over the
 * dialect conversion (rewrite/conversion.h): targets, type converters and
 * conversion patterns made of the caller's callbacks, and the drivers,
 * which take a frozen pattern set of plain and conversion patterns. The
 * objects live on the libc heap; a type converter has no context. */
#include "rewrite_capi.h"

#include <stdlib.h>

/* A callback and the caller's data, as core callbacks' user data. */
typedef struct Callback {
  void (*fn)(void);
  void *user;
} Callback;

static Callback *callback_new(void (*fn)(void), void *user) {
  Callback *c = malloc(sizeof *c);
  if (c) *c = (Callback){fn, user};
  return c;
}

static char *copy_name(MlirStringRef s) {
  char *n = malloc(s.length + 1);
  if (!n) return NULL;
  memcpy(n, s.data, s.length);
  n[s.length] = 0;
  return n;
}

/* ---- conversion target ----------------------------------------------------------------- */

static ConversionTarget *unwrap_target(MlirConversionTarget t) { return t.ptr; }

MlirConversionTarget mlirConversionTargetCreate(MlirContext context) {
  return (MlirConversionTarget){ct_create(unwrap_ctx(context))};
}

void mlirConversionTargetDestroy(MlirConversionTarget target) { ct_destroy(unwrap_target(target)); }

/* Calls `fn` with a NUL-terminated copy of `s`. */
static void with_name(ConversionTarget *ct, MlirStringRef s, int action, bool dialect) {
  char *n = copy_name(s);
  if (!n) return;
  if (dialect) ct_set_dialect_action(ct, n, action);
  else ct_set_op_action(ct, n, action);
  free(n);
}

void mlirConversionTargetAddLegalOp(MlirConversionTarget t, MlirStringRef op) {
  with_name(unwrap_target(t), op, LEGAL_LEGAL, false);
}
void mlirConversionTargetAddIllegalOp(MlirConversionTarget t, MlirStringRef op) {
  with_name(unwrap_target(t), op, LEGAL_ILLEGAL, false);
}
void mlirConversionTargetAddLegalDialect(MlirConversionTarget t, MlirStringRef ns) {
  with_name(unwrap_target(t), ns, LEGAL_LEGAL, true);
}
void mlirConversionTargetAddIllegalDialect(MlirConversionTarget t, MlirStringRef ns) {
  with_name(unwrap_target(t), ns, LEGAL_ILLEGAL, true);
}

static int legality_tramp(void *user, Operation *op) {
  const Callback *c = user;
  switch (((MlirConversionTargetLegalityCallback)c->fn)(wrap_op(op), c->user)) {
  case MLIR_CONVERSION_TARGET_LEGALITY_LEGAL: return 1;
  case MLIR_CONVERSION_TARGET_LEGALITY_ILLEGAL: return 0;
  default: return -1;
  }
}

enum LegalityKind { DYN_OP, DYN_DIALECT, DYN_UNKNOWN, RECURSIVE };

static void add_legality(MlirConversionTarget t, int kind, MlirStringRef name,
                         MlirConversionTargetLegalityCallback cb, void *user) {
  ConversionTarget *ct = unwrap_target(t);
  char *n = kind == DYN_UNKNOWN ? NULL : copy_name(name);
  Callback *c = cb ? callback_new((void (*)(void))cb, user) : NULL;
  LegalityFn fn = c ? legality_tramp : NULL;
  if ((kind != DYN_UNKNOWN && !n) || (cb && !c)) {
    free(n);
    free(c);
    return;
  }
  if (kind == DYN_OP) ct_add_dynamic_op(ct, n, fn, c, free);
  else if (kind == DYN_DIALECT) ct_add_dynamic_dialect(ct, n, fn, c, free);
  else if (kind == DYN_UNKNOWN && fn) ct_mark_unknown_dynamic(ct, fn, c, free);
  else if (kind == RECURSIVE) ct_mark_recursively_legal(ct, n, fn, c, c ? free : NULL);
  free(n);
}

void mlirConversionTargetAddDynamicallyLegalOp(MlirConversionTarget t, MlirStringRef op,
                                               MlirConversionTargetLegalityCallback cb, void *user) {
  add_legality(t, DYN_OP, op, cb, user);
}
void mlirConversionTargetAddDynamicallyLegalDialect(MlirConversionTarget t, MlirStringRef ns,
                                                    MlirConversionTargetLegalityCallback cb, void *user) {
  add_legality(t, DYN_DIALECT, ns, cb, user);
}
void mlirConversionTargetMarkUnknownOpDynamicallyLegal(MlirConversionTarget t,
                                                       MlirConversionTargetLegalityCallback cb, void *user) {
  add_legality(t, DYN_UNKNOWN, (MlirStringRef){NULL, 0}, cb, user);
}
void mlirConversionTargetMarkOpRecursivelyLegal(MlirConversionTarget t, MlirStringRef op,
                                                MlirConversionTargetLegalityCallback cb, void *user) {
  add_legality(t, RECURSIVE, op, cb, user);
}

/* ---- type converter -------------------------------------------------------------------- */

static TypeConverter *unwrap_tc(MlirTypeConverter t) { return t.ptr; }

MlirTypeConverter mlirTypeConverterCreate(void) { return (MlirTypeConverter){tc_create(NULL)}; }

void mlirTypeConverterDestroy(MlirTypeConverter t) { tc_destroy(unwrap_tc(t)); }

static int status_of(MlirTypeConverterConversionStatus s) {
  return s == MlirTypeConverterConversionStatusSuccess    ? TYPE_CONV_SUCCESS
         : s == MlirTypeConverterConversionStatusDeclined ? TYPE_CONV_NONE
                                                          : TYPE_CONV_FAILURE;
}

static int conversion_tramp(void *user, const Type *t, PtrVec *out, Allocator *a) {
  const Callback *c = user;
  MlirType r = {NULL};
  int s = status_of(((MlirTypeConverterConversionCallback)c->fn)(wrap_type(t), &r, c->user));
  if (s != TYPE_CONV_SUCCESS) return s;
  /* A null type reports a failure (upstream's convention). */
  return r.ptr && pv_push(a, out, (void *)r.ptr) ? TYPE_CONV_SUCCESS : TYPE_CONV_FAILURE;
}

typedef struct Results {
  PtrVec *out;
  Allocator *alloc;
} Results;

static int multi_tramp(void *user, const Type *t, PtrVec *out, Allocator *a) {
  const Callback *c = user;
  Results r = {out, a};
  return status_of(((MlirExtTypeConverterMultiConversionCallback)c->fn)(wrap_type(t),
                                                                         (MlirExtTypeConverterResults){&r}, c->user));
}

void mlirExtTypeConverterResultsAppend(MlirExtTypeConverterResults results, MlirType type) {
  Results *r = results.ptr;
  if (r && type.ptr) pv_push(r->alloc, r->out, (void *)type.ptr);
}

void mlirTypeConverterAddConversion(MlirTypeConverter t, MlirTypeConverterConversionCallback cb, void *user) {
  Callback *c = callback_new((void (*)(void))cb, user);
  if (c) tc_add_conversion(unwrap_tc(t), conversion_tramp, c, free);
}

void mlirExtTypeConverterAddMultiConversion(MlirTypeConverter t, MlirExtTypeConverterMultiConversionCallback cb,
                                            void *user) {
  Callback *c = callback_new((void (*)(void))cb, user);
  if (c) tc_add_conversion(unwrap_tc(t), multi_tramp, c, free);
}

static Value *source_tramp(void *user, Rewriter *rw, const Type *type, unsigned n, Value *const *inputs,
                           const Loc *loc) {
  const Callback *c = user;
  MlirValue v = ((MlirTypeConverterMaterializationCallback)c->fn)((MlirRewriterBase){rw}, wrap_type(type), n,
                                                                 (MlirValue *)inputs, wrap_loc(loc), c->user);
  return unwrap_value(v);
}

static bool target_tramp(void *user, Rewriter *rw, unsigned ntypes, const Type *const *types, unsigned n,
                         Value *const *inputs, const Loc *loc, const Type *original, Value **out) {
  (void)original;
  if (ntypes != 1) return false;
  out[0] = source_tramp(user, rw, types[0], n, inputs, loc);
  return out[0] != NULL;
}

void mlirTypeConverterAddSourceMaterialization(MlirTypeConverter t, MlirTypeConverterMaterializationCallback cb,
                                               void *user) {
  Callback *c = callback_new((void (*)(void))cb, user);
  if (c) tc_add_source_materialization(unwrap_tc(t), source_tramp, c, free);
}

void mlirTypeConverterAddTargetMaterialization(MlirTypeConverter t, MlirTypeConverterMaterializationCallback cb,
                                               void *user) {
  Callback *c = callback_new((void (*)(void))cb, user);
  if (c) tc_add_target_materialization(unwrap_tc(t), target_tramp, c, free);
}

MlirType mlirTypeConverterConvertType(MlirTypeConverter t, MlirType type) {
  return wrap_type(tc_convert_type1(unwrap_tc(t), unwrap_type(type)));
}

intptr_t mlirExtTypeConverterConvertTypes(MlirTypeConverter t, MlirType type, intptr_t capacity, MlirType *types) {
  TypeConverter *tc = unwrap_tc(t);
  PtrVec out = {0};
  intptr_t n = -1;
  if (tc_convert_type(tc, unwrap_type(type), &out)) {
    n = (intptr_t)out.len;
    for (intptr_t i = 0; i < n && i < capacity; i++) types[i] = wrap_type(out.data[i]);
  }
  pv_free(tc_alloc(tc), &out);
  return n;
}

/* ---- conversion patterns ---------------------------------------------------------------- */

/* A new conversion pattern record (the caller fills its callbacks). */
static CPattern *conv_pattern_new(MlirStringRef root, unsigned benefit, MlirTypeConverter tc, int kind,
                                  size_t ngen, MlirStringRef *gen, void *user) {
  CPattern *p = calloc(1, sizeof *p);
  char *name = copy_name(root);
  char **g = ngen ? calloc(ngen + 1, sizeof *g) : NULL;
  bool ok = p && name && (!ngen || g);
  for (size_t i = 0; ok && i < ngen; i++) ok = (g[i] = copy_name(gen[i])) != NULL;
  if (!ok) {
    for (size_t i = 0; g && i < ngen; i++) free(g[i]);
    free(g);
    free(name);
    free(p);
    return NULL;
  }
  *p = (CPattern){.root = name, .benefit = benefit, .kind = kind, .tc = unwrap_tc(tc), .generated = g, .user = user};
  return p;
}

MlirConversionPattern mlirOpConversionPatternCreate(MlirStringRef root, unsigned benefit, MlirContext context,
                                                    MlirTypeConverter tc, MlirConversionPatternCallbacks cb,
                                                    void *user, size_t ngen, MlirStringRef *gen) {
  (void)context;
  CPattern *p = conv_pattern_new(root, benefit, tc, CPAT_CONVERSION, ngen, gen, user);
  if (!p) return (MlirConversionPattern){NULL};
  p->conv = cb;
  if (cb.construct) cb.construct(user);
  return (MlirConversionPattern){p};
}

MlirConversionPattern mlirExtOpConversionPatternCreateOneToN(MlirStringRef root, unsigned benefit,
                                                             MlirContext context, MlirTypeConverter tc,
                                                             MlirExtConversionPatternOneToNCallback cb,
                                                             void (*destruct)(void *), void *user, size_t ngen,
                                                             MlirStringRef *gen) {
  (void)context;
  CPattern *p = conv_pattern_new(root, benefit, tc, CPAT_ONE_TO_N, ngen, gen, user);
  if (!p) return (MlirConversionPattern){NULL};
  p->one_to_n = cb;
  p->destruct = destruct;
  return (MlirConversionPattern){p};
}

MlirTypeConverter mlirConversionPatternGetTypeConverter(MlirConversionPattern pattern) {
  const CPattern *p = pattern.ptr;
  return (MlirTypeConverter){p ? p->tc : NULL};
}

MlirRewritePattern mlirConversionPatternAsRewritePattern(MlirConversionPattern pattern) {
  return (MlirRewritePattern){pattern.ptr};
}

MlirPatternRewriter mlirConversionPatternRewriterAsPatternRewriter(MlirConversionPatternRewriter rewriter) {
  return (MlirPatternRewriter){rewriter.ptr};
}

void mlirExtPopulateFunctionOpInterfaceTypeConversionPattern(MlirStringRef op, MlirRewritePatternSet set,
                                                             MlirTypeConverter tc) {
  CPattern *p = conv_pattern_new(op, 1, tc, CPAT_CORE, 0, NULL, NULL);
  if (!p) return;
  conv_function_signature_pattern(&p->core, p->root, unwrap_tc(tc));
  mlirRewritePatternSetAdd(set, (MlirRewritePattern){p});
}

void mlirExtConversionPatternRewriterReplaceOpWithMultiple(MlirConversionPatternRewriter rewriter,
                                                           MlirOperation op, const intptr_t *counts,
                                                           MlirValue *values) {
  Operation *o = unwrap_op(op);
  unsigned *start = calloc(2 * (size_t)o->num_results + 1, sizeof *start);
  if (!start) return;
  unsigned *count = start + o->num_results, at = 0;
  for (uint32_t i = 0; i < o->num_results; i++) {
    start[i] = at;
    count[i] = (unsigned)counts[i];
    at += count[i];
  }
  conv_replace_op_multiple(rewriter.ptr, o, (Value *const *)values, start, count);
  free(start);
}

MlirValue mlirExtConversionPatternRewriterGetRemappedValue(MlirConversionPatternRewriter rewriter, MlirValue v) {
  return wrap_value(conv_remapped_value(rewriter.ptr, unwrap_value(v)));
}

MlirLogicalResult mlirExtConversionPatternRewriterConvertRegionTypes(MlirConversionPatternRewriter rewriter,
                                                                     MlirRegion region, MlirTypeConverter tc) {
  return conv_convert_region_types(rewriter.ptr, unwrap_region(region), unwrap_tc(tc), NULL)
             ? mlirLogicalResultSuccess()
             : mlirLogicalResultFailure();
}

/* ---- running C patterns under the driver ------------------------------------------------- */

static const CPattern *running(Rewriter *rw) { return conv_pattern(rw)->data; }

static bool plain_tramp(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  const CPattern *p = running(rw);
  return mlirLogicalResultIsSuccess(
      p->cb.matchAndRewrite((MlirRewritePattern){p}, wrap_op(op), (MlirPatternRewriter){rw}, p->user));
}

static bool conversion_tramp_1to1(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const CPattern *p = running(rw);
  /* Upstream's 1:1 adaptor does not take 1:N operands: the pattern does
   * not apply to them. */
  MlirValue *vals = malloc((o->n + 1) * sizeof *vals);
  bool ok = vals != NULL;
  for (unsigned i = 0; ok && i < o->n; i++) {
    ok = o->count[i] == 1;
    if (ok) vals[i] = wrap_value(o->vals[o->start[i]]);
  }
  ok = ok && mlirLogicalResultIsSuccess(p->conv.matchAndRewrite((MlirConversionPattern){p}, wrap_op(op), o->n, vals,
                                                                (MlirConversionPatternRewriter){rw}, p->user));
  free(vals);
  return ok;
}

static bool conversion_tramp_1toN(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const CPattern *p = running(rw);
  intptr_t *counts = malloc((o->n + 1) * sizeof *counts);
  size_t total = 0;
  for (unsigned i = 0; counts && i < o->n; i++) total += counts[i] = o->count[i];
  MlirValue *vals = malloc((total + 1) * sizeof *vals);
  bool ok = counts && vals;
  size_t k = 0;
  for (unsigned i = 0; ok && i < o->n; i++)
    for (unsigned j = 0; j < o->count[i]; j++) vals[k++] = wrap_value(o->vals[o->start[i] + j]);
  ok = ok && mlirLogicalResultIsSuccess(p->one_to_n((MlirConversionPattern){p}, wrap_op(op), o->n, counts, vals,
                                                    (MlirConversionPatternRewriter){rw}, p->user));
  free(counts);
  free(vals);
  return ok;
}

/* The core patterns for the C patterns of a frozen set. */
static ConvPattern *patterns_of(const CFrozen *f, const ConvPattern ***list) {
  size_t n = f ? f->set.n : 0;
  ConvPattern *pats = calloc(n + 1, sizeof *pats);
  *list = calloc(n + 1, sizeof **list);
  if (!pats || !*list) {
    free(pats);
    free(*list);
    *list = NULL;
    return NULL;
  }
  for (size_t i = 0; i < n; i++) {
    const CPattern *p = f->set.pats[i];
    if (p->kind == CPAT_CORE) {
      pats[i] = p->core;
    } else {
      pats[i] = (ConvPattern){
          .root = p->root,
          .benefit = p->benefit,
          .debug_name = "c-api-pattern",
          .converter = p->kind == CPAT_PLAIN ? NULL : p->tc,
          .rewrite = p->kind == CPAT_PLAIN        ? plain_tramp
                     : p->kind == CPAT_CONVERSION ? conversion_tramp_1to1
                                                  : conversion_tramp_1toN,
          .generated = (const char *const *)p->generated,
          .data = p,
      };
    }
    (*list)[i] = &pats[i];
  }
  return pats;
}

/* ---- configuration and drivers ------------------------------------------------------------ */

MlirConversionConfig mlirConversionConfigCreate(void) {
  ConversionConfig *c = calloc(1, sizeof *c);
  if (c) conversion_config_default(c);
  return (MlirConversionConfig){c};
}

void mlirConversionConfigDestroy(MlirConversionConfig config) { free(config.ptr); }

static ConversionConfig *unwrap_config(MlirConversionConfig c) { return c.ptr; }

void mlirConversionConfigSetFoldingMode(MlirConversionConfig c, MlirDialectConversionFoldingMode mode) {
  unwrap_config(c)->folding_mode = mode == MLIR_DIALECT_CONVERSION_FOLDING_MODE_NEVER ? CONV_FOLD_NEVER
                                   : mode == MLIR_DIALECT_CONVERSION_FOLDING_MODE_AFTER_PATTERNS
                                       ? CONV_FOLD_AFTER_PATTERNS
                                       : CONV_FOLD_BEFORE_PATTERNS;
}

MlirDialectConversionFoldingMode mlirConversionConfigGetFoldingMode(MlirConversionConfig c) {
  int m = unwrap_config(c)->folding_mode;
  return m == CONV_FOLD_NEVER            ? MLIR_DIALECT_CONVERSION_FOLDING_MODE_NEVER
         : m == CONV_FOLD_AFTER_PATTERNS ? MLIR_DIALECT_CONVERSION_FOLDING_MODE_AFTER_PATTERNS
                                         : MLIR_DIALECT_CONVERSION_FOLDING_MODE_BEFORE_PATTERNS;
}

void mlirConversionConfigEnableBuildMaterializations(MlirConversionConfig c, bool enable) {
  unwrap_config(c)->build_materializations = enable;
}

bool mlirConversionConfigIsBuildMaterializationsEnabled(MlirConversionConfig c) {
  return unwrap_config(c)->build_materializations;
}

void mlirExtConversionConfigSetAllowPatternRollback(MlirConversionConfig c, bool allow) {
  unwrap_config(c)->allow_pattern_rollback = allow;
}

bool mlirExtConversionConfigGetAllowPatternRollback(MlirConversionConfig c) {
  return unwrap_config(c)->allow_pattern_rollback;
}

static MlirLogicalResult run(MlirOperation op, MlirConversionTarget target, MlirFrozenRewritePatternSet patterns,
                             MlirConversionConfig config, int mode, PtrVec *legalizable) {
  Operation *o = unwrap_op(op);
  const ConvPattern **list = NULL;
  ConvPattern *pats = patterns_of(patterns.ptr, &list);
  const CFrozen *f = patterns.ptr;
  bool ok = false;
  if (pats) {
    ConvPatternSet set = {list, f ? f->set.n : 0};
    ConversionConfig c;
    if (config.ptr) c = *unwrap_config(config);
    else conversion_config_default(&c);
    c.unlegalized_ops = NULL;
    c.legalizable_ops = legalizable;
    ok = apply_conversion(o, unwrap_target(target), &set, &c, mode);
  }
  free(pats);
  free(list);
  capi_check_oom(op_context(o));
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

MlirLogicalResult mlirApplyPartialConversion(MlirOperation op, MlirConversionTarget target,
                                             MlirFrozenRewritePatternSet patterns, MlirConversionConfig config) {
  return run(op, target, patterns, config, CONVERSION_PARTIAL, NULL);
}

MlirLogicalResult mlirApplyFullConversion(MlirOperation op, MlirConversionTarget target,
                                          MlirFrozenRewritePatternSet patterns, MlirConversionConfig config) {
  return run(op, target, patterns, config, CONVERSION_FULL, NULL);
}

MlirLogicalResult mlirExtApplyAnalysisConversion(MlirOperation op, MlirConversionTarget target,
                                                 MlirFrozenRewritePatternSet patterns, MlirConversionConfig config,
                                                 void (*callback)(MlirOperation, void *), void *user) {
  Context *ctx = op_context(unwrap_op(op));
  PtrVec found = {0};
  MlirLogicalResult r = run(op, target, patterns, config, CONVERSION_ANALYSIS, &found);
  for (size_t i = 0; callback && i < found.len; i++) callback(wrap_op(found.data[i]), user);
  pv_free(&ctx->alloc, &found);
  return r;
}
