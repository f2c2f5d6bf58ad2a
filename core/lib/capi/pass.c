/* pass.c: the C API of mlir-c/Pass.h, Transforms.h and Conversion.h over
 * the pass subsystem (pass/). A MlirPassManager wraps the top-level
 * manager with its instrumentation settings; MlirOpPassManager is a bare
 * (possibly nested) manager; reports go to stderr, as upstream's. */
#include "capi.h"
#include "../exec/check_results.h"
#include "../pass/pass.h"
#include "../transforms/transforms.h"
#include "mlir-c/Conversion.h"
#include "mlir-c/Ext/PassOutput.h"
#include "mlir-c/Ext/ResultChecking.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Transforms.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct CapiPassManager {
  PassManager *pm;
  PassInstrumentation inst;
  bool report_timing, report_statistics;
  MlirStringCallback out_cb; /* reports go here instead of stderr, if set */
  void *out_user;
  char *check_entry; /* result checking's entry function, or NULL */
  uint64_t check_seed;
} CapiPassManager;

static CapiPassManager *unwrap_cpm(MlirPassManager p) { return p.ptr; }
static PassManager *unwrap_opm(MlirOpPassManager p) { return p.ptr; }

static void to_stderr(const StrBuf *sb) {
  if (sb->len) fwrite(sb->data, 1, sb->len, stderr);
}

/* Writes a report where the manager's output goes (stderr by default). */
static void report(const CapiPassManager *m, const StrBuf *sb) {
  if (!m->out_cb) to_stderr(sb);
  else if (sb->len) emit_text(sb, m->out_cb, m->out_user);
}

void mlirExtPassManagerSetOutputCallback(MlirPassManager p, MlirStringCallback cb, void *user) {
  unwrap_cpm(p)->out_cb = cb;
  unwrap_cpm(p)->out_user = user;
}

MlirPassManager mlirPassManagerCreateOnOperation(MlirContext c, MlirStringRef anchor) {
  Context *ctx = unwrap_ctx(c);
  CapiPassManager *m = calloc(1, sizeof *m);
  char *name = malloc(anchor.length + 1);
  if (m && name) {
    memcpy(name, anchor.data, anchor.length);
    name[anchor.length] = 0;
    m->pm = passmgr_create(ctx, name);
    m->inst.verify_each = true;
    m->inst.threads = true;
    print_flags_default(&m->inst.print_flags);
  }
  free(name);
  if (m && !m->pm) {
    free(m);
    m = NULL;
  }
  return (MlirPassManager){m};
}

MlirPassManager mlirPassManagerCreate(MlirContext c) {
  return mlirPassManagerCreateOnOperation(c, mlirStringRefCreateFromCString("any"));
}

void mlirPassManagerDestroy(MlirPassManager p) {
  CapiPassManager *m = unwrap_cpm(p);
  if (!m) return;
  StrBuf out;
  sb_init(&out, NULL);
  if (m->report_statistics) passmgr_report_statistics(m->pm, &out);
  if (m->report_timing) {
    DriverTimes t = {.driver = false};
    for (size_t i = 0; i < m->pm->n; i++) {
      t.total.wall += m->pm->entries[i].time.wall;
      t.total.user += m->pm->entries[i].time.user;
    }
    passmgr_report_timing(m->pm, &t, &out);
  }
  report(m, &out);
  sb_free(&out);
  passmgr_destroy(m->pm);
  free(m->check_entry);
  free(m);
}

MlirOpPassManager mlirPassManagerGetAsOpPassManager(MlirPassManager p) {
  return (MlirOpPassManager){unwrap_cpm(p)->pm};
}

MlirLogicalResult mlirPassManagerRunOnOp(MlirPassManager p, MlirOperation op) {
  CapiPassManager *m = unwrap_cpm(p);
  StrBuf out;
  sb_init(&out, NULL);
  m->inst.out = &out;
  m->inst.timing = m->report_timing;
  m->inst.statistics = m->report_statistics;
  bool ok;
  if (m->check_entry) {
    ResultCheck *rc = result_check_create(m->pm->ctx, m->check_entry, strlen(m->check_entry), m->check_seed);
    ok = rc && result_check_begin(rc, unwrap_op(op));
    m->inst.after_pass = result_check_after_pass;
    m->inst.after_pass_user = rc;
    ok = ok && passmgr_run(m->pm, unwrap_op(op), &m->inst);
    m->inst.after_pass = NULL;
    result_check_destroy(rc);
  } else {
    ok = passmgr_run(m->pm, unwrap_op(op), &m->inst);
  }
  m->inst.out = NULL;
  report(m, &out);
  sb_free(&out);
  capi_check_oom(m->pm->ctx);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

void mlirExtPassManagerEnableResultChecking(MlirPassManager p, MlirStringRef entry, uint64_t seed) {
  CapiPassManager *m = unwrap_cpm(p);
  free(m->check_entry);
  m->check_entry = NULL;
  m->check_seed = seed;
  if (!entry.length) return;
  m->check_entry = malloc(entry.length + 1);
  if (!m->check_entry) return;
  memcpy(m->check_entry, entry.data, entry.length);
  m->check_entry[entry.length] = 0;
}

void mlirPassManagerEnableIRPrinting(MlirPassManager p, bool before_all, bool after_all,
                                     bool module_scope, bool after_only_on_change,
                                     bool after_only_on_failure, MlirOpPrintingFlags flags,
                                     MlirStringRef tree_path) {
  CapiPassManager *m = unwrap_cpm(p);
  (void)tree_path;
  m->inst.print_before_all = before_all;
  m->inst.print_after_all = after_all;
  m->inst.print_after_change = after_only_on_change;
  m->inst.print_after_failure = after_only_on_failure;
  m->inst.print_module_scope = module_scope;
  if (flags.ptr) m->inst.print_flags = *(const PrintFlags *)flags.ptr;
}

void mlirPassManagerEnableVerifier(MlirPassManager p, bool enable) {
  unwrap_cpm(p)->inst.verify_each = enable;
}

void mlirPassManagerEnableTiming(MlirPassManager p) { unwrap_cpm(p)->report_timing = true; }

void mlirPassManagerEnableStatistics(MlirPassManager p, MlirPassDisplayMode mode) {
  (void)mode; /* the report is printed as the pipeline */
  unwrap_cpm(p)->report_statistics = true;
}

static MlirOpPassManager nested_under(PassManager *pm, MlirStringRef name) {
  char *anchor = malloc(name.length + 1);
  if (!anchor) return (MlirOpPassManager){NULL};
  memcpy(anchor, name.data, name.length);
  anchor[name.length] = 0;
  PassManager *n = passmgr_nest(pm, anchor);
  free(anchor);
  return (MlirOpPassManager){n};
}

MlirOpPassManager mlirPassManagerGetNestedUnder(MlirPassManager p, MlirStringRef name) {
  return nested_under(unwrap_cpm(p)->pm, name);
}

MlirOpPassManager mlirOpPassManagerGetNestedUnder(MlirOpPassManager p, MlirStringRef name) {
  return nested_under(unwrap_opm(p), name);
}

void mlirPassManagerAddOwnedPass(MlirPassManager p, MlirPass pass) {
  if (!passmgr_add_pass(unwrap_cpm(p)->pm, pass.ptr)) pass_destroy(NULL, pass.ptr);
}

void mlirOpPassManagerAddOwnedPass(MlirOpPassManager p, MlirPass pass) {
  if (!passmgr_add_pass(unwrap_opm(p), pass.ptr)) pass_destroy(NULL, pass.ptr);
}

/* Pipeline errors are diagnostics of the context; here they go to the
 * caller's callback instead, as upstream's error stream. */
typedef struct ErrorSink {
  MlirStringCallback cb;
  void *user;
} ErrorSink;

static MlirLogicalResult forward_error(MlirDiagnostic d, void *user) {
  ErrorSink *s = user;
  if (s->cb) mlirDiagnosticPrint(d, s->cb, s->user);
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult parse_into(PassManager *pm, MlirStringRef text, MlirStringCallback cb,
                                    void *user, bool anchored) {
  ErrorSink sink = {cb, user};
  MlirContext c = wrap_ctx(pm->ctx);
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(c, forward_error, &sink, NULL);
  bool ok;
  if (anchored) {
    ok = passmgr_parse_anchored_pipeline(pm, text.data, text.length);
  } else {
    /* Upstream parses the text as elements of `pm`, nesting `op(...)` ones
     * under it: as `anchor(text)`, whose inner text is parsed on its own
     * (diagnostics point into `text`). */
    size_t an = strlen(pm->anchor);
    char *wrapped = malloc(an + text.length + 2);
    ok = wrapped != NULL;
    if (ok) {
      memcpy(wrapped, pm->anchor, an);
      wrapped[an] = '(';
      memcpy(wrapped + an + 1, text.data, text.length);
      wrapped[an + 1 + text.length] = ')';
      ok = passmgr_parse_pipeline(pm, wrapped, an + text.length + 2);
      free(wrapped);
    }
  }
  mlirContextDetachDiagnosticHandler(c, id);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

MlirLogicalResult mlirOpPassManagerAddPipeline(MlirOpPassManager p, MlirStringRef elements,
                                               MlirStringCallback cb, void *user) {
  return parse_into(unwrap_opm(p), elements, cb, user, false);
}

MlirLogicalResult mlirParsePassPipeline(MlirOpPassManager p, MlirStringRef pipeline,
                                        MlirStringCallback cb, void *user) {
  return parse_into(unwrap_opm(p), pipeline, cb, user, true);
}

void mlirPrintPassPipeline(MlirOpPassManager p, MlirStringCallback cb, void *user) {
  StrBuf sb;
  sb_init(&sb, NULL);
  passmgr_print(unwrap_opm(p), &sb);
  emit_text(&sb, cb, user);
  sb_free(&sb);
}

/* ---- external passes ------------------------------------------------------------------ */

typedef struct ExternalPass {
  PassInfo info; /* names owned below */
  char *strings;
  MlirExternalPassCallbacks callbacks;
  void *user;
  bool initialized, failed;
} ExternalPass;

static bool run_external(Pass *p, Operation *op) {
  ExternalPass *e = p->owner;
  if (!e->initialized) {
    e->initialized = true;
    if (e->callbacks.initialize &&
        mlirLogicalResultIsFailure(e->callbacks.initialize(wrap_ctx(op_context(op)), e->user)))
      return false;
  }
  e->failed = false;
  e->callbacks.run(wrap_op(op), (MlirExternalPass){p}, e->user);
  return !e->failed;
}

static void destroy_external(Pass *p) {
  ExternalPass *e = p->owner;
  if (e->callbacks.destruct) e->callbacks.destruct(e->user);
  free(e->strings);
  free(e);
}

MlirPass mlirCreateExternalPass(MlirTypeID id, MlirStringRef name, MlirStringRef argument,
                                MlirStringRef description, MlirStringRef op_name,
                                intptr_t n_dialects, MlirDialectHandle *dialects,
                                MlirExternalPassCallbacks callbacks, void *user) {
  (void)id;
  (void)n_dialects;
  (void)dialects; /* dialects load with the context's registry */
  ExternalPass *e = calloc(1, sizeof *e);
  size_t total = name.length + argument.length + description.length + op_name.length + 4;
  char *s = malloc(total);
  if (!e || !s) {
    free(e);
    free(s);
    return (MlirPass){NULL};
  }
  e->strings = s;
  MlirStringRef parts[4] = {name, argument, description, op_name};
  const char *copies[4];
  for (int i = 0; i < 4; i++) {
    memcpy(s, parts[i].data, parts[i].length);
    s[parts[i].length] = 0;
    copies[i] = s;
    s += parts[i].length + 1;
  }
  e->info = (PassInfo){copies[1], copies[0], copies[2], op_name.length ? copies[3] : NULL,
                       NULL, 0, run_external, NULL, 0};
  e->callbacks = callbacks;
  e->user = user;
  Pass *p = pass_create(NULL, &e->info);
  if (!p) {
    free(e->strings);
    free(e);
    return (MlirPass){NULL};
  }
  p->owner = e;
  p->on_destroy = destroy_external;
  if (callbacks.construct) callbacks.construct(user);
  return (MlirPass){p};
}

void mlirExternalPassSignalFailure(MlirExternalPass pass) {
  ((ExternalPass *)((Pass *)pass.ptr)->owner)->failed = true;
}

/* ---- creating and registering passes ----------------------------------------------------- */

static MlirPass create(const PassInfo *info) { return (MlirPass){pass_create(NULL, info)}; }

void mlirRegisterAllPasses(void) {
  for (size_t i = 0; ALL_PASSES[i]; i++) capi_register_pass(ALL_PASSES[i]);
}

#define PASS(Suffix, info)                                                                  \
  MlirPass mlirCreate##Suffix(void) { return create(&info); }                               \
  void mlirRegister##Suffix(void) { capi_register_pass(&info); }
PASS(TransformsCSE, CSE_PASS)
PASS(TransformsCanonicalizer, CANONICALIZE_PASS)
PASS(TransformsInliner, INLINE_PASS)
PASS(TransformsPrintOpStats, PRINT_OP_STATS_PASS)
PASS(TransformsStripDebugInfo, STRIP_DEBUGINFO_PASS)
PASS(TransformsSymbolDCE, SYMBOL_DCE_PASS)
PASS(ConversionSCFToControlFlowPass, SCF_TO_CF_PASS)
PASS(ConversionConvertComplexToStandardPass, COMPLEX_TO_STANDARD_PASS)
PASS(ConversionConvertMathToLibmPass, MATH_TO_LIBM_PASS)
PASS(ConversionLowerAffinePass, LOWER_AFFINE_PASS)
PASS(ConversionReconcileUnrealizedCastsPass, RECONCILE_UNREALIZED_CASTS_PASS)

void mlirRegisterTransformsPasses(void) {
  mlirRegisterTransformsCSE();
  mlirRegisterTransformsCanonicalizer();
  mlirRegisterTransformsInliner();
  mlirRegisterTransformsPrintOpStats();
  mlirRegisterTransformsStripDebugInfo();
  mlirRegisterTransformsSymbolDCE();
}

void mlirRegisterConversionPasses(void) {
  mlirRegisterConversionConvertComplexToStandardPass();
  mlirRegisterConversionConvertMathToLibmPass();
  mlirRegisterConversionLowerAffinePass();
  mlirRegisterConversionReconcileUnrealizedCastsPass();
  mlirRegisterConversionSCFToControlFlowPass();
}
