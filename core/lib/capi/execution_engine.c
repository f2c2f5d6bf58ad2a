/* execution_engine.c: upstream's ExecutionEngine C API and mlirc's
 * additions (mlir-c/ExecutionEngine.h, mlir-c/Ext/ExecutionEngine.h) over
 * the interpreter. An engine owns a copy of the module, so the caller may
 * change or free its own; the program's memory lives until the engine is
 * destroyed. */
#include "../exec/exec.h"
#include "capi.h"
#include "mlir-c/Ext/ExecutionEngine.h"

#include <stdio.h>

typedef struct Engine {
  Context *ctx;
  Operation *module; /* owned copy */
  Interp *in;
  MlirStringCallback out, err;
  void *out_user;
} Engine;

static Engine *unwrap_engine(MlirExecutionEngine e) { return e.ptr; }

static void engine_output(void *user, int stream, const char *s, size_t n) {
  Engine *e = user;
  MlirStringCallback cb = stream == EXEC_STDERR ? e->err : stream == EXEC_STDOUT ? e->out : NULL;
  if (cb && n) cb(mlirStringRefCreate(s, n), e->out_user);
}

MlirExecutionEngine mlirExecutionEngineCreate(MlirModule op, int optLevel, int numPaths,
                                              const MlirStringRef *sharedLibPaths, bool enableObjectDump,
                                              bool enablePIC) {
  (void)optLevel, (void)numPaths, (void)sharedLibPaths, (void)enableObjectDump, (void)enablePIC;
  Operation *m = (Operation *)op.ptr;
  if (!m) return (MlirExecutionEngine){NULL};
  Context *ctx = op_context(m);
  Engine *e = mem_zalloc(&ctx->alloc, sizeof *e);
  if (!e) return (MlirExecutionEngine){NULL};
  e->ctx = ctx;
  e->module = op_clone(m);
  ExecOptions opts;
  exec_options_default(&opts);
  opts.out = engine_output;
  opts.out_user = e;
  e->in = e->module ? interp_create(ctx, e->module, &opts) : NULL;
  if (!e->in) {
    if (e->module) op_destroy(e->module);
    mem_free(&ctx->alloc, e);
    capi_check_oom(ctx);
    return (MlirExecutionEngine){NULL};
  }
  return (MlirExecutionEngine){e};
}

void mlirExecutionEngineInitialize(MlirExecutionEngine jit) { (void)jit; }

void mlirExecutionEngineDestroy(MlirExecutionEngine jit) {
  Engine *e = unwrap_engine(jit);
  if (!e) return;
  interp_destroy(e->in);
  op_destroy(e->module);
  mem_free(&e->ctx->alloc, e);
}

static const char CIFACE[] = "_mlir_ciface_";

/* The function a name denotes: `_mlir_ciface_NAME` only for a function
 * with the C interface attribute, as upstream generates wrappers. */
static Operation *find_function(Engine *e, MlirStringRef name, bool *ciface, bool require_attr) {
  size_t np = sizeof CIFACE - 1;
  *ciface = name.length > np && memcmp(name.data, CIFACE, np) == 0;
  if (*ciface) {
    /* Lowered to the llvm dialect, the module defines the wrapper itself
     * (pointers to descriptors in, results through them): it is called as
     * it is. */
    Operation *w = interp_lookup(e->in, name.data, name.length);
    if (w && exec_func_type(w) && w->num_regions && w->regions[0].first) {
      *ciface = false;
      return w;
    }
  }
  const char *s = *ciface ? name.data + np : name.data;
  size_t n = *ciface ? name.length - np : name.length;
  Operation *f = interp_lookup(e->in, s, n);
  if (!f || !exec_func_type(f)) return NULL;
  if (*ciface && require_attr && !op_get_attr(f, "llvm.emit_c_interface", 21)) return NULL;
  return f;
}

static MlirLogicalResult invoke(Engine *e, MlirStringRef name, void **args, bool any_ciface) {
  bool ciface;
  Operation *f = e ? find_function(e, name, &ciface, !any_ciface) : NULL;
  if (!f) {
    if (e) emit_error(e->ctx, e->ctx->l_unknown, "no function named '%.*s' to invoke", (int)name.length, name.data);
    return mlirLogicalResultFailure();
  }
  bool ok = exec_invoke_packed(e->in, f, args, ciface || any_ciface);
  capi_check_oom(e->ctx);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

MlirLogicalResult mlirExecutionEngineInvokePacked(MlirExecutionEngine jit, MlirStringRef name, void **arguments) {
  return invoke(unwrap_engine(jit), name, arguments, false);
}

void *mlirExecutionEngineLookupPacked(MlirExecutionEngine jit, MlirStringRef name) {
  (void)jit, (void)name;
  return NULL;
}

void *mlirExecutionEngineLookup(MlirExecutionEngine jit, MlirStringRef name) {
  (void)jit, (void)name;
  return NULL;
}

/* A native function of 0 to 4 descriptor pointers returning nothing,
 * called from its packed arguments. */
typedef struct NativeSym {
  void *fn;
} NativeSym;

/* The packed array ends with a NULL entry, so its length is the number of
 * parameters (each a pointer to a descriptor pointer); the call uses that
 * exact signature, which wasm requires. */
static void call_native(void *user, void **args) {
  NativeSym *s = user;
  void *a[4] = {NULL, NULL, NULL, NULL};
  unsigned n = 0;
  while (n < 4 && args[n]) {
    a[n] = *(void **)args[n];
    n++;
  }
  switch (n) {
  case 0: ((void (*)(void))s->fn)(); break;
  case 1: ((void (*)(void *))s->fn)(a[0]); break;
  case 2: ((void (*)(void *, void *))s->fn)(a[0], a[1]); break;
  case 3: ((void (*)(void *, void *, void *))s->fn)(a[0], a[1], a[2]); break;
  default: ((void (*)(void *, void *, void *, void *))s->fn)(a[0], a[1], a[2], a[3]); break;
  }
}

void mlirExecutionEngineRegisterSymbol(MlirExecutionEngine jit, MlirStringRef name, void *sym) {
  Engine *e = unwrap_engine(jit);
  if (!e || !sym) return;
  NativeSym *s = exec_keep(e->in, &(NativeSym){sym}, sizeof(NativeSym));
  size_t np = sizeof CIFACE - 1;
  bool ciface = name.length > np && memcmp(name.data, CIFACE, np) == 0;
  if (s) interp_register_host(e->in, ciface ? name.data + np : name.data, ciface ? name.length - np : name.length,
                              call_native, s);
}

void mlirExecutionEngineDumpToObjectFile(MlirExecutionEngine jit, MlirStringRef fileName) {
  Engine *e = unwrap_engine(jit);
  if (e)
    emit_error(e->ctx, e->ctx->l_unknown, "cannot dump '%.*s': interpreted code has no object file",
               (int)fileName.length, fileName.data);
}

/* ---- mlirc's additions -------------------------------------------------------------------------- */

MlirLogicalResult mlirExtExecutionEngineInvoke(MlirExecutionEngine jit, MlirStringRef name, void **arguments) {
  return invoke(unwrap_engine(jit), name, arguments, true);
}

typedef struct PackedSym {
  MlirExtPackedFunction fn;
  void *user;
} PackedSym;

static void call_packed(void *user, void **args) {
  PackedSym *s = user;
  s->fn(args, s->user);
}

void mlirExtExecutionEngineRegisterPackedSymbol(MlirExecutionEngine jit, MlirStringRef name, MlirExtPackedFunction fn,
                                                void *userData) {
  Engine *e = unwrap_engine(jit);
  if (!e || !fn) return;
  PackedSym *s = exec_keep(e->in, &(PackedSym){fn, userData}, sizeof(PackedSym));
  size_t np = sizeof CIFACE - 1;
  bool ciface = name.length > np && memcmp(name.data, CIFACE, np) == 0;
  if (s) interp_register_host(e->in, ciface ? name.data + np : name.data, ciface ? name.length - np : name.length,
                              call_packed, s);
}

void mlirExtExecutionEngineSetOutput(MlirExecutionEngine jit, MlirStringCallback out, MlirStringCallback err,
                                     void *userData) {
  Engine *e = unwrap_engine(jit);
  if (!e) return;
  e->out = out;
  e->err = err;
  e->out_user = userData;
}

void mlirExtExecutionEngineSetLimits(MlirExecutionEngine jit, uint64_t maxSteps, uint32_t maxCallDepth) {
  Engine *e = unwrap_engine(jit);
  if (!e) return;
  e->in->opts.max_steps = maxSteps ? maxSteps : EXEC_DEFAULT_MAX_STEPS;
  e->in->opts.max_call_depth = maxCallDepth ? maxCallDepth : EXEC_DEFAULT_MAX_CALL_DEPTH;
}

uint64_t mlirExtExecutionEngineGetSteps(MlirExecutionEngine jit) {
  Engine *e = unwrap_engine(jit);
  return e ? e->in->steps : 0;
}

intptr_t mlirExtExecutionEngineReportLeaks(MlirExecutionEngine jit) {
  Engine *e = unwrap_engine(jit);
  return e ? (intptr_t)mem_report_leaks(e->in) : 0;
}

static void describe_type(StrBuf *sb, const Type *t) {
  unsigned w = exec_int_width(t);
  if (t->kind == TK_INDEX) {
    sb_puts(sb, "{\"kind\":\"index\",\"bits\":64,\"size\":8}");
  } else if (w) {
    sb_printf(sb, "{\"kind\":\"int\",\"bits\":%u,\"size\":%u}", w, exec_elem_size(t));
  } else if (type_is_float(t)) {
    sb_printf(sb, "{\"kind\":\"float\",\"bits\":%u,\"size\":%u,\"name\":\"%s\"}", float_semantics(t)->width,
              exec_elem_size(t), float_semantics(t)->name);
  } else if (t->kind == TK_COMPLEX) {
    sb_printf(sb, "{\"kind\":\"complex\",\"size\":%u,\"element\":", exec_elem_size(t));
    describe_type(sb, WORD_PTR(const Type, t->p[0]));
    sb_putc(sb, '}');
  } else if (type_is_shaped(t)) {
    const char *kind = t->kind == TK_VECTOR ? "vector" : (t->kind == TK_MEMREF || t->kind == TK_UNRANKED_MEMREF) ? "memref" : "tensor";
    sb_printf(sb, "{\"kind\":\"%s\",\"ranked\":%s,\"rank\":%u,\"shape\":[", kind, shaped_has_rank(t) ? "true" : "false",
              shaped_rank(t));
    for (unsigned k = 0; k < shaped_rank(t); k++)
      sb_printf(sb, k ? ",%lld" : "%lld", shaped_dim(t, k) == DYNAMIC_SIZE ? -1LL : (long long)shaped_dim(t, k));
    sb_printf(sb, "],\"size\":%u,\"element\":", t->kind == TK_VECTOR ? exec_elem_size(t) : (unsigned)sizeof(void *));
    describe_type(sb, shaped_elem(t));
    sb_putc(sb, '}');
  } else {
    sb_puts(sb, "{\"kind\":\"other\"}");
  }
}

void mlirExtExecutionEngineDescribeFunction(MlirExecutionEngine jit, MlirStringRef name, MlirStringCallback callback,
                                            void *userData) {
  Engine *e = unwrap_engine(jit);
  bool ciface;
  Operation *f = e ? find_function(e, name, &ciface, false) : NULL;
  if (!f) return;
  const Type *ft = exec_func_type(f);
  StrBuf sb;
  sb_init(&sb, &e->ctx->alloc);
  sb_puts(&sb, "{\"inputs\":[");
  for (unsigned k = 0; k < fn_num_inputs(ft); k++) {
    if (k) sb_putc(&sb, ',');
    describe_type(&sb, fn_input(ft, k));
  }
  sb_puts(&sb, "],\"results\":[");
  bool first = fn_num_results(ft) > 1;
  for (unsigned k = 0; k < fn_num_results(ft); k++) {
    const Type *t = fn_result(ft, k);
    if (k) sb_putc(&sb, ',');
    describe_type(&sb, t);
    if (type_is_shaped(t) && t->kind != TK_VECTOR) first = true;
  }
  sb_printf(&sb, "],\"resultsFirst\":%s}", first ? "true" : "false");
  callback(mlirStringRefCreate(sb.data ? sb.data : "", sb.len), userData);
  sb_free(&sb);
}
