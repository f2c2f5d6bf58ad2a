/* opt_main.c: the mlir-opt compatible driver: flags, --split-input-file,
 * parsing into the implicit module, printing with upstream's flags, and
 * diagnostics rendered as mlir-opt's source manager prints them (location,
 * message, the source line and a caret). */
#include "../bytecode/bytecode.h"
#include "../capi/capi.h"
#include "../exec/check_results.h"
#include "../pass/pass.h"
#include "mlir-c/Ext/OptMain.h"
#include "source_excerpt.h"
#include "verify_diagnostics.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct OptArgs {
  const char *input_name;
  bool split_input;
  bool allow_unregistered;
  int verify_diagnostics; /* 0 off, 1 all, 2 only-expected */
  bool dump_pipeline;     /* --dump-pass-pipeline */
  PrintFlags print;
  const char *bad_flag;
  bool bad_flag_needs_value; /* bad_flag is a known flag given no value */
  const char *pipeline;   /* --pass-pipeline */
  PtrVec pass_flags;      /* argv entries naming passes (--cse, --x=opts) */
  PtrVec print_before, print_after; /* --mlir-print-ir-before/after=pass */
  PassInstrumentation inst;
  bool emit_bytecode;        /* --emit-bytecode */
  const char *bytecode_version; /* --emit-bytecode-version=N, or NULL */
  const char *irdl_file;        /* --irdl-file=PATH, or NULL */
  const char *check_entry;      /* --mlir-check-results-each=FUNC, or NULL */
  uint64_t check_seed;          /* --mlir-check-results-seed=N */
} OptArgs;

typedef struct Driver {
  Context *ctx;
  OptArgs args;
  MlirStringCallback out, err;
  void *user;
  const char *buf; /* whole input, for source excerpts */
  size_t len;
  const Ident *file;
  StrBuf errbuf;
  bool had_error;
  PassManager *pm;
  bool pm_ok;
  StrBuf report; /* pass output for stderr: IR dumps, statistics */
  DiagVerifier verifier; /* --verify-diagnostics */
  DriverTimes times;     /* --mlir-timing */
  size_t num_files;      /* files given by the host (mlirExtOptMainWithFiles) */
  const MlirStringRef *file_paths, *file_contents;
} Driver;

static bool flag_value(const char *arg, const char *name, const char **value) {
  size_t n = strlen(name);
  if (strncmp(arg, name, n) != 0) return false;
  if (arg[n] == '=') {
    *value = arg + n + 1;
    return true;
  }
  return false;
}

/* `--name` or `--name=options` naming a registered pass. */
static bool is_pass_flag(const char *f) {
  const char *s = f + 1;
  const char *eq = strchr(s, '=');
  size_t n = eq ? (size_t)(eq - s) : strlen(s);
  return pass_find(&ALL_PASSES_REGISTERED, s, n) != NULL;
}

static bool parse_args(int argc, const char *const *argv, OptArgs *a) {
  memset(a, 0, sizeof *a);
  print_flags_default(&a->print);
  a->inst.threads = true;
  a->inst.verify_each = true;
  a->input_name = "<stdin>";
  for (int i = 0; i < argc; i++) {
    const char *s = argv[i];
    const char *v;
    /* Accept both -flag and --flag, as LLVM's option parser does. */
    const char *f = s[0] == '-' && s[1] == '-' ? s + 1 : s;
    if (strcmp(s, "-o") == 0) {
      i++;
    } else if (strcmp(f, "-split-input-file") == 0) {
      a->split_input = true;
    } else if (strcmp(f, "-verify-diagnostics") == 0 || strcmp(f, "-verify-diagnostics=all") == 0) {
      a->verify_diagnostics = 1;
    } else if (strcmp(f, "-verify-diagnostics=only-expected") == 0) {
      a->verify_diagnostics = 2;
    } else if (strcmp(f, "-dump-pass-pipeline") == 0) {
      a->dump_pipeline = true;
    } else if (strcmp(f, "-allow-unregistered-dialect") == 0) {
      a->allow_unregistered = true;
    } else if (strcmp(f, "-mlir-print-op-generic") == 0) {
      a->print.generic = true;
    } else if (strcmp(f, "-mlir-print-debuginfo") == 0) {
      a->print.debug_info = true;
    } else if (strcmp(f, "-mlir-pretty-debuginfo") == 0) {
      a->print.pretty_debug_info = true;
    } else if (strcmp(f, "-mlir-print-assume-verified") == 0) {
      a->print.assume_verified = true;
    } else if (strcmp(f, "-mlir-print-local-scope") == 0) {
      a->print.local_scope = true;
    } else if (strcmp(f, "-mlir-print-unique-ssa-ids") == 0) {
      a->print.unique_ssa_ids = true;
    } else if (strcmp(f, "-mlir-print-value-users") == 0) {
      a->print.value_users = true;
    } else if (flag_value(f, "-mlir-elide-elementsattrs-if-larger", &v)) {
      a->print.elide_elements_if_larger = strtoll(v, NULL, 10);
    } else if (flag_value(f, "-mlir-elide-resource-strings-if-larger", &v)) {
      a->print.elide_resource_if_larger = strtoll(v, NULL, 10);
    } else if (flag_value(f, "-mlir-print-elementsattrs-with-hex-if-larger", &v)) {
      a->print.hex_elements_if_larger = strtoll(v, NULL, 10);
    } else if (flag_value(f, "-pass-pipeline", &v) || flag_value(f, "-p", &v)) {
      a->pipeline = v;
    } else if (strcmp(f, "-pass-pipeline") == 0 || strcmp(f, "-p") == 0) {
      /* The value as the next argument, as LLVM's option parser allows. */
      if (i + 1 >= argc) {
        a->bad_flag = f + 1;
        a->bad_flag_needs_value = true;
        return false;
      }
      a->pipeline = argv[++i];
    } else if (strcmp(f, "-mlir-print-ir-before-all") == 0) {
      a->inst.print_before_all = true;
    } else if (strcmp(f, "-mlir-print-ir-after-all") == 0) {
      a->inst.print_after_all = true;
    } else if (strcmp(f, "-mlir-print-ir-after-change") == 0) {
      a->inst.print_after_change = true;
    } else if (strcmp(f, "-mlir-print-ir-after-failure") == 0) {
      /* Selects every pass, then prints only after those that fail. */
      a->inst.print_after_all = a->inst.print_after_failure = true;
    } else if (strcmp(f, "-mlir-print-ir-module-scope") == 0) {
      a->inst.print_module_scope = true;
    } else if (flag_value(f, "-mlir-print-ir-before", &v)) {
      pv_push(NULL, &a->print_before, (void *)v);
    } else if (flag_value(f, "-mlir-print-ir-after", &v)) {
      pv_push(NULL, &a->print_after, (void *)v);
    } else if (strcmp(f, "-mlir-timing") == 0) {
      a->inst.timing = true;
    } else if (strcmp(f, "-mlir-pass-statistics") == 0) {
      a->inst.statistics = true;
    } else if (strcmp(f, "-verify-each") == 0 || strcmp(f, "-verify-each=true") == 0) {
      a->inst.verify_each = true;
    } else if (strcmp(f, "-verify-each=false") == 0) {
      a->inst.verify_each = false;
    } else if (strcmp(f, "-emit-bytecode") == 0) {
      a->emit_bytecode = true;
    } else if (flag_value(f, "-emit-bytecode-version", &v)) {
      a->bytecode_version = v;
    } else if (flag_value(f, "-irdl-file", &v)) {
      a->irdl_file = v;
    } else if (flag_value(f, "-mlir-check-results-each", &v)) {
      a->check_entry = v;
    } else if (flag_value(f, "-mlir-check-results-seed", &v)) {
      a->check_seed = strtoull(v, NULL, 10);
    } else if (strcmp(f, "-mlir-disable-threading") == 0) {
      a->inst.threads = false;
    } else if (s[0] == '-' && is_pass_flag(f)) {
      pv_push(NULL, &a->pass_flags, (void *)f);
    } else if (s[0] == '-' && s[1] != 0) {
      a->bad_flag = s;
      return false;
    } else if (strcmp(s, "-") != 0) {
      a->input_name = s;
    }
  }
  return true;
}

/* Runs the pipeline, checking the entry function's result after each pass
 * with --mlir-check-results-each. */
static bool run_pipeline(Driver *d, Operation *m) {
  if (!d->args.check_entry) return passmgr_run(d->pm, m, &d->args.inst);
  const char *entry = d->args.check_entry;
  ResultCheck *rc = result_check_create(d->ctx, entry, strlen(entry), d->args.check_seed);
  bool ok = rc && result_check_begin(rc, m);
  if (ok) {
    PassInstrumentation inst = d->args.inst;
    inst.after_pass = result_check_after_pass;
    inst.after_pass_user = rc;
    ok = passmgr_run(d->pm, m, &inst);
  }
  result_check_destroy(rc);
  return ok;
}

/* Option value errors go to stderr ahead of their diagnostic, as LLVM's
 * option parser writes them. */
static void option_error_to_stderr(void *user, const char *msg, size_t n) {
  Driver *d = user;
  StrBuf sb;
  sb_init(&sb, NULL);
  sb_printf(&sb, "mlirc-opt: %.*s\n", (int)n, msg);
  if (sb.data) d->err(mlirStringRefCreate(sb.data, sb.len), d->user);
  sb_free(&sb);
}

/* Builds the pipeline from --pass-pipeline or the pass flags. */
static PassManager *build_pipeline(Driver *d) {
  OptArgs *a = &d->args;
  PassManager *pm = passmgr_create(d->ctx, "builtin.module");
  if (!pm) return NULL;
  pm->option_errors = option_error_to_stderr;
  pm->option_errors_user = d;
  if (a->pipeline && a->pass_flags.len) {
    emit_error(d->ctx, d->ctx->l_unknown, "'-pass-pipeline' option can't be used with individual pass options");
    passmgr_destroy(pm);
    return NULL;
  }
  /* As upstream, --pass-pipeline names its anchor: `builtin.module(...)`. */
  if (a->pipeline && !passmgr_parse_anchored_pipeline(pm, a->pipeline, strlen(a->pipeline))) {
    passmgr_destroy(pm);
    return NULL;
  }
  for (size_t i = 0; i < a->pass_flags.len; i++) {
    const char *f = (const char *)a->pass_flags.data[i] + 1;
    const char *eq = strchr(f, '=');
    size_t n = eq ? (size_t)(eq - f) : strlen(f);
    if (!passmgr_add_pass_flag(pm, f, n, eq ? eq + 1 : NULL, eq ? strlen(eq + 1) : 0)) {
      passmgr_destroy(pm);
      return NULL;
    }
  }
  return pm;
}

static void emit(Driver *d, MlirStringCallback cb, const char *s, size_t n) {
  cb(mlirStringRefCreate(s, n), d->user);
}

static void render_with_excerpt(Driver *d, Diag *dg, StrBuf *sb) {
  SourceText src = {d->buf, d->len, d->file};
  render_with_excerpts(&src, dg, sb);
}

/* Prints a --verify-diagnostics mismatch as an error. */
static void emit_mismatch(Driver *d, DiagMismatch *m) {
  if (m->loc) {
    Diag tmp = {.severity = DIAG_ERROR, .loc = m->loc, .msg = m->msg};
    render_with_excerpt(d, &tmp, &d->errbuf);
  } else {
    sb_printf(&d->errbuf, "%s:%u:%u: error: ", d->file->str, m->line, m->col);
    sb_append(&d->errbuf, m->msg.data ? m->msg.data : "", m->msg.len);
    append_source_excerpt(d->buf, d->len, m->line, m->col, m->width, &d->errbuf);
  }
  sb_putc(&d->errbuf, '\n');
  emit(d, d->err, d->errbuf.data, d->errbuf.len);
  sb_clear(&d->errbuf);
  sb_free(&m->msg);
}

/* Checks one diagnostic (a top-level one or a note) against the
 * expectations. */
static void verify_one(Driver *d, const Diag *x) {
  DiagMismatch m;
  if (dv_check(&d->verifier, x, &m)) return;
  if (d->args.verify_diagnostics == 2 && m.loc) { /* only-expected: unexpected ones pass */
    d->verifier.failed = false;
    sb_free(&m.msg);
    return;
  }
  emit_mismatch(d, &m);
}

static MlirLogicalResult on_diag(MlirDiagnostic diag, void *user) {
  Driver *d = user;
  Diag *dg = diag.ptr;
  if (dg->severity == DIAG_ERROR) d->had_error = true;
  if (d->args.verify_diagnostics) {
    verify_one(d, dg);
    for (const Diag *n = dg->notes; n; n = n->next) verify_one(d, n);
    return mlirLogicalResultSuccess();
  }
  render_with_excerpt(d, dg, &d->errbuf);
  sb_putc(&d->errbuf, '\n');
  emit(d, d->err, d->errbuf.data, d->errbuf.len);
  sb_clear(&d->errbuf);
  return mlirLogicalResultSuccess();
}

/* --irdl-file: parses and verifies the IRDL module and registers the
 * dialects it defines; its diagnostics show excerpts of that file. */
/* Reads a file named by a flag: from the host's files if it gave it, else
 * from the file system. False after reporting upstream's error. */
static bool read_named_file(Driver *d, const char *path, StrBuf *text) {
  sb_init(text, &d->ctx->alloc);
  for (size_t i = 0; i < d->num_files; i++) {
    MlirStringRef p = d->file_paths[i];
    if (p.length == strlen(path) && memcmp(p.data, path, p.length) == 0) {
      sb_append(text, d->file_contents[i].data, d->file_contents[i].length);
      return true;
    }
  }
  FILE *f = fopen(path, "rb");
  if (!f) {
    StrBuf sb;
    sb_init(&sb, NULL);
    sb_printf(&sb, "error: cannot open input file '%s': %s\n", path, strerror(errno));
    emit(d, d->err, sb.data, sb.len);
    sb_free(&sb);
    return false;
  }
  char chunk[4096];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) sb_append(text, chunk, n);
  fclose(f);
  return true;
}

static bool load_irdl_file(Driver *d) {
  const char *path = d->args.irdl_file;
  StrBuf text;
  if (!read_named_file(d, path, &text)) return false;
  const char *buf = d->buf;
  size_t len = d->len;
  const Ident *file = d->file;
  d->buf = text.data ? text.data : "";
  d->len = text.len;
  d->file = ident_cstr(d->ctx, path);
  Operation *m = parse_source(d->ctx, d->buf, d->len, path, 1);
  bool ok = m && verify_op(m) && irdl_load_dialects(d->ctx, m);
  if (m) op_erase(m);
  d->buf = buf;
  d->len = len;
  d->file = file;
  sb_free(&text);
  return ok;
}

/* Parses and prints one buffer (a whole file or one split chunk) whose
 * first line is `first_line` of the file. Returns false on failure. */
static bool process_chunk(Driver *d, const char *buf, size_t len,
                          unsigned first_line, StrBuf *out) {
  Timing start = timing_now();
  resources_forget(d->ctx); /* each chunk starts with no resources */
  Operation *m = parse_source(d->ctx, buf, len, d->file->str, first_line);
  bool verified = m && verify_op(m);
  timing_add_since(&d->times.parser, start);
  if (!m) return false;
  if (verified && d->args.dump_pipeline) {
    StrBuf dump;
    sb_init(&dump, &d->ctx->alloc);
    if (d->pm) {
      passmgr_dump(d->pm, &dump);
    } else {
      PassManager *empty = passmgr_create(d->ctx, "builtin.module");
      if (empty) passmgr_dump(empty, &dump);
      passmgr_destroy(empty);
    }
    emit(d, d->err, dump.data ? dump.data : "", dump.len);
    sb_free(&dump);
  }
  if (!verified || (d->pm && !run_pipeline(d, m))) {
    op_erase(m);
    return false;
  }
  start = timing_now();
  const char *version = d->args.bytecode_version;
  if (d->args.emit_bytecode || version) {
    bool ok = d->args.emit_bytecode;
    if (ok) ok = bytecode_write(m, version ? strtoll(version, NULL, 10) : BC_VERSION_CURRENT, out);
    else emit_error(d->ctx, d->ctx->l_unknown, "bytecode version while not emitting bytecode");
    op_erase(m);
    return ok;
  }
  PrintFlags flags = d->args.print;
  print_flags_verify(&flags, m);
  print_operation(d->ctx, m, &flags, out);
  sb_putc(out, '\n');
  timing_add_since(&d->times.output, start);
  op_erase(m);
  return true;
}

/* Out of memory anywhere in a chunk (parser, passes, printer) fails the run
 * with an error: without this check a failed parse had no message and a
 * failed print a truncated output with exit status 0. Called once the
 * chunk's IR is freed, so that the diagnostic itself fits; when even that
 * fails, a fixed message needs no memory. */
static bool check_oom(Driver *d) {
  if (!d->ctx->alloc.oom) return true;
  capi_check_oom(d->ctx);
  if (d->ctx->alloc.oom) {
    static const char msg[] = "<unknown>:0: error: out of memory\n";
    emit(d, d->err, msg, sizeof msg - 1);
    d->ctx->alloc.oom = false;
  }
  return false;
}

/* Finds the next `// -----` separator line at or after `from`; returns a
 * pointer to its start or NULL. */
static const char *find_separator(const char *from, const char *end) {
  for (const char *s = from; s < end; s++) {
    if ((s == from || s[-1] == '\n') && (size_t)(end - s) >= 8 && memcmp(s, "// -----", 8) == 0)
      return s;
  }
  return NULL;
}

int mlirExtOptMain(int argc, const char *const *argv, MlirStringRef input,
                   MlirStringCallback out, MlirStringCallback err, void *user) {
  return mlirExtOptMainWithFiles(argc, argv, input, 0, NULL, NULL, out, err, user);
}

int mlirExtOptMainWithFiles(int argc, const char *const *argv, MlirStringRef input,
                            intptr_t numFiles, const MlirStringRef *paths,
                            const MlirStringRef *contents, MlirStringCallback out,
                            MlirStringCallback err, void *user) {
  Timing started = timing_now();
  Driver d;
  memset(&d, 0, sizeof d);
  d.num_files = numFiles > 0 ? (size_t)numFiles : 0;
  d.file_paths = paths;
  d.file_contents = contents;
  d.pm_ok = true;
  d.times.driver = true;
  d.out = out;
  d.err = err;
  d.user = user;
  d.buf = input.data;
  d.len = input.length;
  if (!parse_args(argc, argv, &d.args)) {
    StrBuf sb;
    sb_init(&sb, NULL);
    if (d.args.bad_flag_needs_value) /* LLVM names long options with two dashes */
      sb_printf(&sb, "mlirc-opt: for the %s%s option: requires a value!\n", d.args.bad_flag[1] ? "--" : "-",
                d.args.bad_flag);
    else
      sb_printf(&sb, "mlirc-opt: Unknown command line argument '%s'.\n", d.args.bad_flag);
    emit(&d, err, sb.data, sb.len);
    sb_free(&sb);
    return 1;
  }
  d.ctx = context_create();
  if (!d.ctx) return 1;
  d.ctx->allow_unregistered = d.args.allow_unregistered;
  load_all_dialects(d.ctx);
  d.file = ident_cstr(d.ctx, d.args.input_name);
  if (d.args.verify_diagnostics) {
    /* As mlir-opt: expectations do not spell out the op notes. */
    d.ctx->no_op_on_diagnostic = true;
    dv_init(&d.verifier, d.ctx, d.file, d.buf, d.len);
  }
  sb_init(&d.errbuf, &d.ctx->alloc);
  mlirContextAttachDiagnosticHandler(wrap_ctx(d.ctx), on_diag, &d, NULL);
  StrBuf result;
  sb_init(&result, &d.ctx->alloc);
  sb_init(&d.report, &d.ctx->alloc);
  bool ok = true;
  /* NULL-terminate the pass lists the instrumentation reads. */
  if (d.args.print_before.len) pv_push(NULL, &d.args.print_before, NULL);
  if (d.args.print_after.len) pv_push(NULL, &d.args.print_after, NULL);
  d.args.inst.print_before = (const char *const *)d.args.print_before.data;
  d.args.inst.print_after = (const char *const *)d.args.print_after.data;
  d.args.inst.out = &d.report;
  d.args.inst.print_flags = d.args.print;
  if (d.args.irdl_file && !load_irdl_file(&d)) {
    sb_free(&result);
    d.pm_ok = false;
    goto done;
  }
  if (d.args.pipeline || d.args.pass_flags.len) {
    d.pm = build_pipeline(&d);
    if (!d.pm) {
      sb_free(&result);
      d.pm_ok = false;
      goto done;
    }
  }
  if (!d.args.split_input) {
    ok = process_chunk(&d, d.buf, d.len, 1, &result);
    if (!check_oom(&d)) ok = false;
  } else {
    const char *s = d.buf, *end = d.buf + d.len;
    unsigned line = 1;
    bool first = true;
    for (;;) {
      const char *sep = find_separator(s, end);
      const char *chunk_end = sep ? sep : end;
      if (!first) sb_puts(&result, "// -----\n");
      first = false;
      if (!process_chunk(&d, s, (size_t)(chunk_end - s), line, &result)) ok = false;
      if (!check_oom(&d)) ok = false;
      if (!sep) break;
      for (const char *c = s; c < sep; c++)
        if (*c == '\n') line++;
      /* Skip the separator line itself. */
      s = sep;
      while (s < end && *s != '\n') s++;
      if (s < end) {
        s++;
        line++;
      }
    }
  }
  if (d.args.inst.statistics && d.pm) passmgr_report_statistics(d.pm, &d.report);
  if (d.args.inst.timing) {
    timing_add_since(&d.times.total, started);
    passmgr_report_timing(d.pm, &d.times, &d.report);
  }
  if (d.report.len) emit(&d, err, d.report.data, d.report.len);
  emit(&d, out, result.data ? result.data : "", result.len);
  sb_free(&result);
  if (d.args.verify_diagnostics) {
    /* The run's own success does not matter: the expectations do. */
    DiagMismatch m;
    for (size_t cursor = 0; dv_next_unmatched(&d.verifier, &cursor, &m);) emit_mismatch(&d, &m);
    ok = !d.verifier.failed;
  }
done:
  dv_free(&d.verifier);
  passmgr_destroy(d.pm);
  sb_free(&d.report);
  sb_free(&d.errbuf);
  pv_free(NULL, &d.args.pass_flags);
  pv_free(NULL, &d.args.print_before);
  pv_free(NULL, &d.args.print_after);
  ctx_destroy(d.ctx);
  return ok && d.pm_ok ? 0 : 1;
}
