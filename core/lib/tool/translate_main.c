/* translate_main.c: the mlir-translate compatible driver
 * (mlir-c/Ext/Translate.h): its flags, --split-input-file (each chunk
 * parsed in a fresh state and translated on its own, outputs joined by an
 * empty line as upstream's empty output marker gives), --verify-diagnostics,
 * and diagnostics with source excerpts as mlir-translate's source manager
 * prints them. */
#include "../bytecode/bytecode.h"
#include "../capi/capi.h"
#include "../dialects/dialects.h"
#include "../init_all.h"
#include "../target/llvmir/llvmir.h"
#include "mlir-c/Ext/Translate.h"
#include "source_excerpt.h"
#include "verify_diagnostics.h"

#include <stdio.h>
#include <string.h>

typedef struct TranslateArgs {
  const char *input_name;
  bool to_llvmir, split_input, allow_unregistered;
  int verify_diagnostics; /* 0 off, 1 all, 2 only-expected */
  const char *bad_flag;
} TranslateArgs;

typedef struct Translator {
  TranslateArgs args;
  Context *ctx;
  MlirStringCallback out, err;
  void *user;
  const char *buf;
  size_t len;
  const Ident *file;
  DiagVerifier verifier;
  StrBuf errbuf;
} Translator;

static void emit(Translator *t, MlirStringCallback cb, const char *s, size_t n) {
  if (n) cb(mlirStringRefCreate(s, n), t->user);
}

/* The dialects mlir-translate registers for its translations that mlirc
 * has (upstream's also has acc, arm_sme, dlti, gpu, nvvm, omp, ptr, rocdl,
 * spirv, vcix and xevm): any other dialect's ops are unknown to it. */
static const char *const TRANSLATE_DIALECTS[] = {"arm_neon", "arm_sve", "builtin", "func", "llvm", NULL};

static void load_translate_dialects(Context *ctx) {
  for (const DialectDef *const *d = ALL_DIALECTS; *d; d++)
    for (const char *const *ns = TRANSLATE_DIALECTS; *ns; ns++)
      if (strcmp((*d)->ns, *ns) == 0) dialect_load(ctx, *d);
}

static bool parse_args(int argc, const char *const *argv, TranslateArgs *a) {
  memset(a, 0, sizeof *a);
  a->input_name = "<stdin>";
  for (int i = 0; i < argc; i++) {
    const char *s = argv[i];
    const char *f = s[0] == '-' && s[1] == '-' ? s + 1 : s;
    if (strcmp(f, "-mlir-to-llvmir") == 0) a->to_llvmir = true;
    else if (strcmp(f, "-split-input-file") == 0) a->split_input = true;
    else if (strcmp(f, "-verify-diagnostics") == 0) a->verify_diagnostics = 1;
    else if (strcmp(f, "-verify-diagnostics=only-expected") == 0) a->verify_diagnostics = 2;
    else if (strcmp(f, "-allow-unregistered-dialect") == 0) a->allow_unregistered = true;
    else if (s[0] == '-' && s[1] != 0) {
      a->bad_flag = s;
      return false;
    } else if (strcmp(s, "-") != 0) {
      a->input_name = s;
    }
  }
  return true;
}

static void render(Translator *t, Diag *dg, StrBuf *sb) {
  SourceText src = {t->buf, t->len, t->file};
  render_with_excerpts(&src, dg, sb);
}

static void emit_mismatch(Translator *t, DiagMismatch *m) {
  if (m->loc) {
    Diag tmp = {.severity = DIAG_ERROR, .loc = m->loc, .msg = m->msg};
    render(t, &tmp, &t->errbuf);
  } else {
    sb_printf(&t->errbuf, "%s:%u:%u: error: ", t->file->str, m->line, m->col);
    sb_append(&t->errbuf, m->msg.data ? m->msg.data : "", m->msg.len);
    append_source_excerpt(t->buf, t->len, m->line, m->col, m->width, &t->errbuf);
  }
  sb_putc(&t->errbuf, '\n');
  emit(t, t->err, t->errbuf.data, t->errbuf.len);
  sb_clear(&t->errbuf);
  sb_free(&m->msg);
}

static void verify_one(Translator *t, const Diag *x) {
  DiagMismatch m;
  if (dv_check(&t->verifier, x, &m)) return;
  if (t->args.verify_diagnostics == 2 && m.loc) {
    t->verifier.failed = false;
    sb_free(&m.msg);
    return;
  }
  emit_mismatch(t, &m);
}

static MlirLogicalResult on_diag(MlirDiagnostic diag, void *user) {
  Translator *t = user;
  Diag *dg = diag.ptr;
  if (t->args.verify_diagnostics) {
    verify_one(t, dg);
    for (const Diag *n = dg->notes; n; n = n->next) verify_one(t, n);
    return mlirLogicalResultSuccess();
  }
  render(t, dg, &t->errbuf);
  sb_putc(&t->errbuf, '\n');
  emit(t, t->err, t->errbuf.data, t->errbuf.len);
  sb_clear(&t->errbuf);
  return mlirLogicalResultSuccess();
}

/* Parses, verifies and translates one buffer starting at `first_line`. */
static bool translate_chunk(Translator *t, const char *buf, size_t len, unsigned first_line, StrBuf *out) {
  resources_forget(t->ctx);
  Operation *m = parse_source(t->ctx, buf, len, t->file->str, first_line);
  bool ok = m && verify_op(m) && llvmir_translate(m, out);
  if (m) op_erase(m);
  if (t->ctx->alloc.oom) {
    static const char msg[] = "<unknown>:0: error: out of memory\n";
    emit(t, t->err, msg, sizeof msg - 1);
    t->ctx->alloc.oom = false;
    ok = false;
  }
  return ok;
}

static const char *find_separator(const char *from, const char *end) {
  for (const char *s = from; s < end; s++)
    if ((s == from || s[-1] == '\n') && (size_t)(end - s) >= 8 && memcmp(s, "// -----", 8) == 0) return s;
  return NULL;
}

int mlirExtTranslateMain(int argc, const char *const *argv, MlirStringRef input, MlirStringCallback out,
                         MlirStringCallback err, void *user) {
  Translator t;
  memset(&t, 0, sizeof t);
  t.out = out;
  t.err = err;
  t.user = user;
  t.buf = input.data;
  t.len = input.length;
  if (!parse_args(argc, argv, &t.args)) {
    StrBuf sb;
    sb_init(&sb, NULL);
    sb_printf(&sb, "mlirc-translate: Unknown command line argument '%s'.\n", t.args.bad_flag);
    emit(&t, err, sb.data, sb.len);
    sb_free(&sb);
    return 1;
  }
  if (!t.args.to_llvmir) {
    static const char msg[] = "Translations to perform option: must be specified at least once!\n";
    emit(&t, err, msg, sizeof msg - 1);
    return 1;
  }
  t.ctx = context_create();
  if (!t.ctx) return 1;
  t.ctx->allow_unregistered = t.args.allow_unregistered;
  load_translate_dialects(t.ctx);
  t.file = ident_cstr(t.ctx, t.args.input_name);
  if (t.args.verify_diagnostics) {
    t.ctx->no_op_on_diagnostic = true;
    dv_init(&t.verifier, t.ctx, t.file, t.buf, t.len);
  }
  sb_init(&t.errbuf, &t.ctx->alloc);
  mlirContextAttachDiagnosticHandler(wrap_ctx(t.ctx), on_diag, &t, NULL);
  StrBuf result;
  sb_init(&result, &t.ctx->alloc);
  bool ok = true;
  const char *s = t.buf, *end = t.buf + t.len;
  unsigned line = 1;
  for (bool first = true;; first = false) {
    const char *sep = t.args.split_input ? find_separator(s, end) : NULL;
    const char *chunk_end = sep ? sep : end;
    if (!first) sb_putc(&result, '\n');
    if (!translate_chunk(&t, s, (size_t)(chunk_end - s), line, &result)) ok = false;
    if (!sep) break;
    for (const char *c = s; c < sep; c++)
      if (*c == '\n') line++;
    s = sep;
    while (s < end && *s != '\n') s++;
    if (s < end) {
      s++;
      line++;
    }
  }
  emit(&t, out, result.data ? result.data : "", result.len);
  sb_free(&result);
  if (t.args.verify_diagnostics) {
    DiagMismatch m;
    for (size_t cursor = 0; dv_next_unmatched(&t.verifier, &cursor, &m);) emit_mismatch(&t, &m);
    ok = !t.verifier.failed;
  }
  dv_free(&t.verifier);
  sb_free(&t.errbuf);
  ctx_destroy(t.ctx);
  return ok ? 0 : 1;
}
