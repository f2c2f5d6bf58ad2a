/* runner_main.c: the mlir-runner compatible driver (mlir-c/Ext/RunnerMain.h):
 * its flags and messages, the entry function's checks, the result line,
 * and where that line lands among the program's output (upstream prints
 * it through its own buffered stream, so in a pipe it comes before what
 * the C runtime still holds). Runs the module with the interpreter at
 * whatever level it is written. Parse errors print as upstream's runner
 * prints them; runtime errors show the source line as mlir-opt does. */
#include "../asm/asm.h"
#include "../bytecode/bytecode.h"
#include "../capi/capi.h"
#include "../exec/exec.h"
#include "../verify/verify.h"
#include "mlir-c/Ext/RunnerMain.h"
#include "source_excerpt.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* glibc's stdout buffer for a pipe or file: what the C runtime holds before
 * it writes. */
enum { STDIO_BUFFER = 4096 };

typedef struct RunnerArgs {
  const char *input_name;
  const char *entry;
  const char *result_type;
  uint64_t max_steps;
  uint32_t max_depth;
  bool leak_check;
  const char *bad_flag;
} RunnerArgs;

typedef struct Runner {
  RunnerArgs args;
  Context *ctx;
  MlirStringCallback out, err;
  void *user;
  const char *buf;
  size_t len;
  const Ident *file;
  bool parsing; /* diagnostics print as upstream's runner prints parse errors */
  bool tty;
  StrBuf held; /* program stdout the C runtime would still hold */
  StrBuf errbuf;
} Runner;

static void emit(MlirStringCallback cb, void *user, const char *s, size_t n) {
  if (n) cb(mlirStringRefCreate(s, n), user);
}

static void emit_str(Runner *r, MlirStringCallback cb, const char *s) { emit(cb, r->user, s, strlen(s)); }

/* ---- flags ------------------------------------------------------------------------------------ */

static bool flag_value(const char *f, const char *name, const char **value) {
  size_t n = strlen(name);
  if (strncmp(f, name, n) != 0 || f[n] != '=') return false;
  *value = f + n + 1;
  return true;
}

/* LLVM code generation flags upstream's runner takes (its matrix
 * lowering options): they change how code is generated, never what it
 * computes, so they are accepted and have no effect here. */
static bool codegen_flag(const char *f) {
  static const char *const BOOL_FLAGS[] = {"-enable-matrix", "-matrix-allow-contract"};
  const char *v;
  for (size_t k = 0; k < sizeof BOOL_FLAGS / sizeof *BOOL_FLAGS; k++) {
    if (strcmp(f, BOOL_FLAGS[k]) == 0) return true;
    if (flag_value(f, BOOL_FLAGS[k], &v)) return strcmp(v, "true") == 0 || strcmp(v, "false") == 0;
  }
  return flag_value(f, "-matrix-default-layout", &v) && (strcmp(v, "column-major") == 0 || strcmp(v, "row-major") == 0);
}

static bool parse_args(int argc, const char *const *argv, RunnerArgs *a) {
  memset(a, 0, sizeof *a);
  a->input_name = "<stdin>";
  a->entry = "main";
  a->result_type = "f32";
  a->max_steps = EXEC_DEFAULT_MAX_STEPS;
  a->max_depth = EXEC_DEFAULT_MAX_CALL_DEPTH;
  a->leak_check = true;
  for (int i = 0; i < argc; i++) {
    const char *s = argv[i], *v;
    /* -flag and --flag are the same, as LLVM's option parser has them. */
    const char *f = s[0] == '-' && s[1] == '-' ? s + 1 : s;
    if (strcmp(f, "-e") == 0 && i + 1 < argc) {
      a->entry = argv[++i];
    } else if (flag_value(f, "-e", &v)) {
      a->entry = v;
    } else if (flag_value(f, "-entry-point-result", &v)) {
      a->result_type = v;
    } else if (strcmp(f, "-entry-point-result") == 0 && i + 1 < argc) {
      a->result_type = argv[++i];
    } else if (flag_value(f, "-shared-libs", &v) || flag_value(f, "-object-filename", &v)) {
      /* The runner-utils functions are built in; libraries are not loaded. */
    } else if (strcmp(f, "-O0") == 0 || strcmp(f, "-O1") == 0 || strcmp(f, "-O2") == 0 ||
               strcmp(f, "-O3") == 0 || strcmp(f, "-dump-object-file") == 0 || codegen_flag(f)) {
    } else if (flag_value(f, "-max-steps", &v)) {
      a->max_steps = strtoull(v, NULL, 10);
    } else if (flag_value(f, "-max-call-depth", &v)) {
      a->max_depth = (uint32_t)strtoul(v, NULL, 10);
    } else if (strcmp(f, "-leak-check=false") == 0) {
      a->leak_check = false;
    } else if (strcmp(f, "-leak-check") == 0 || strcmp(f, "-leak-check=true") == 0) {
      a->leak_check = true;
    } else if (s[0] == '-' && s[1] != 0) {
      a->bad_flag = s;
      return false;
    } else if (strcmp(s, "-") != 0) {
      a->input_name = s;
    }
  }
  return true;
}

/* ---- diagnostics ---------------------------------------------------------------------------- */

static const char *severity(int s) {
  return s == DIAG_ERROR ? "error" : s == DIAG_WARNING ? "warning" : s == DIAG_NOTE ? "note" : "remark";
}

/* Upstream's runner has no source manager handler: the context prints
 * each diagnostic as its location attribute and message. */
static void render_plain(const Diag *d, StrBuf *sb) {
  print_location(d->loc, sb);
  sb_printf(sb, ": %s: ", severity(d->severity));
  sb_append(sb, d->msg.data ? d->msg.data : "", d->msg.len);
  sb_putc(sb, '\n');
}

static MlirLogicalResult on_diag(MlirDiagnostic diag, void *user) {
  Runner *r = user;
  Diag *d = diag.ptr;
  StrBuf *sb = &r->errbuf;
  if (r->parsing) {
    render_plain(d, sb);
    for (const Diag *n = d->notes; n; n = n->next) render_plain(n, sb);
  } else {
    SourceText src = {r->buf, r->len, r->file};
    render_with_excerpts(&src, d, sb);
    sb_putc(sb, '\n');
  }
  emit(r->err, r->user, sb->data, sb->len);
  sb_clear(sb);
  return mlirLogicalResultSuccess();
}

/* ---- the program's output -------------------------------------------------------------------- */

static void pass_on(Runner *r, size_t n) {
  emit(r->out, r->user, r->held.data, n);
  memmove(r->held.data, r->held.data + n, r->held.len - n);
  r->held.len -= n;
}

static void on_output(void *user, int stream, const char *s, size_t n) {
  Runner *r = user;
  if (stream == EXEC_STDERR) {
    emit(r->err, r->user, s, n);
    return;
  }
  if (stream == EXEC_FLUSH) {
    pass_on(r, r->held.len);
    return;
  }
  sb_append(&r->held, s, n);
  /* A terminal shows everything at once; a full buffer is written out. */
  if (r->tty) pass_on(r, r->held.len);
  else if (r->held.len >= STDIO_BUFFER) pass_on(r, r->held.len / STDIO_BUFFER * STDIO_BUFFER);
}

/* ---- the entry point ------------------------------------------------------------------------- */

/* Checks the entry function as upstream's runner does; returns its message
 * or NULL. */
static const char *check_entry(Operation *func, const char *rt) {
  if (!func || !func->num_regions || !func->regions[0].first) return "entry point not found";
  const Type *ft = exec_func_type(func);
  if (!ft) return "entry point not found";
  if (fn_num_inputs(ft)) return "JIT can't invoke a main function expecting arguments";
  bool single = fn_num_results(ft) == 1;
  const Type *res = single ? fn_result(ft, 0) : NULL;
  if (strcmp(rt, "void") == 0) return fn_num_results(ft) ? "expected void function" : NULL;
  if (strcmp(rt, "i32") == 0)
    return res && type_is_integer(res) && type_int_width(res) == 32 ? NULL : "only single i32 function result supported";
  if (strcmp(rt, "i64") == 0)
    return res && type_is_integer(res) && type_int_width(res) == 64 ? NULL : "only single i64 function result supported";
  return res && res->kind == TK_F32 ? NULL : "only single f32 function result supported";
}

/* The result line as upstream's llvm::outs() prints it. */
static void result_line(const char *rt, const Val *v, StrBuf *sb) {
  if (v->tag != VT_BITS) {
    sb_puts(sb, "0\n"); /* poison reaches the caller as zero bits */
    return;
  }
  if (strcmp(rt, "i32") == 0) {
    sb_printf(sb, "%d\n", (int32_t)(uint32_t)v->w[0]);
  } else if (strcmp(rt, "i64") == 0) {
    sb_printf(sb, "%lld\n", (long long)v->w[0]);
  } else {
    uint32_t u = (uint32_t)v->w[0];
    float f;
    memcpy(&f, &u, 4);
    if (isnan(f)) sb_puts(sb, "nan\n");
    else if (isinf(f)) sb_puts(sb, f < 0 ? "-INF\n" : "INF\n");
    else sb_printf(sb, "%e\n", (double)f);
  }
}

static int run_module(Runner *r, Operation *module) {
  const char *rt = r->args.result_type;
  if (strcmp(rt, "i32") && strcmp(rt, "i64") && strcmp(rt, "f32") && strcmp(rt, "void")) {
    emit_str(r, r->err, "Error: unsupported function type\n");
    return 1;
  }
  Operation *func = symbol_lookup(module, ident_cstr(op_context(module), r->args.entry));
  const char *problem = check_entry(func, rt);
  if (problem) {
    StrBuf sb;
    sb_init(&sb, &r->ctx->alloc);
    sb_printf(&sb, "Error: %s\n", problem);
    emit(r->err, r->user, sb.data, sb.len);
    sb_free(&sb);
    return 1;
  }
  ExecOptions opts;
  exec_options_default(&opts);
  opts.max_steps = r->args.max_steps;
  opts.max_call_depth = r->args.max_depth;
  opts.out = on_output;
  opts.out_user = r;
  Interp *in = interp_create(r->ctx, module, &opts);
  if (!in) return 1;
  Val res = {{0, 0}, NULL, VT_EMPTY};
  bool ok = interp_call(in, func, NULL, 0, &res, strcmp(rt, "void") ? 1 : 0);
  StrBuf line;
  sb_init(&line, &r->ctx->alloc);
  if (ok && strcmp(rt, "void")) result_line(rt, &res, &line);
  emit(r->out, r->user, line.data, line.len);
  pass_on(r, r->held.len);
  sb_free(&line);
  val_drop(in, &res);
  if (ok && r->args.leak_check) mem_report_leaks(in);
  interp_destroy(in);
  return ok ? 0 : 1;
}

int mlirExtRunnerMain(int argc, const char *const *argv, MlirStringRef input, bool outputIsTerminal,
                      MlirStringCallback out, MlirStringCallback err, void *user) {
  Runner r;
  memset(&r, 0, sizeof r);
  r.out = out;
  r.err = err;
  r.user = user;
  r.buf = input.data;
  r.len = input.length;
  r.tty = outputIsTerminal;
  if (!parse_args(argc, argv, &r.args)) {
    StrBuf sb;
    sb_init(&sb, NULL);
    sb_printf(&sb, "mlirc-runner: Unknown command line argument '%s'.\n", r.args.bad_flag);
    emit(err, user, sb.data, sb.len);
    sb_free(&sb);
    return 1;
  }
  r.ctx = context_create();
  if (!r.ctx) return 1;
  load_all_dialects(r.ctx);
  r.file = ident_cstr(r.ctx, r.args.input_name);
  sb_init(&r.held, &r.ctx->alloc);
  sb_init(&r.errbuf, &r.ctx->alloc);
  mlirContextAttachDiagnosticHandler(wrap_ctx(r.ctx), on_diag, &r, NULL);
  r.parsing = true;
  Operation *m = parse_source(r.ctx, r.buf, r.len, r.file->str, 1);
  bool ok = m && verify_op(m);
  r.parsing = false;
  int status = 1;
  if (!ok) emit_str(&r, err, "could not parse the input IR\n");
  else status = run_module(&r, m);
  if (m) op_erase(m);
  if (r.ctx->alloc.oom) {
    static const char msg[] = "<unknown>:0: error: out of memory\n";
    emit(err, user, msg, sizeof msg - 1);
    status = 1;
  }
  sb_free(&r.held);
  sb_free(&r.errbuf);
  ctx_destroy(r.ctx);
  return status;
}
