/* pipeline.c: upstream's textual pass pipeline syntax,
 *   pipeline ::= op-name `(` element (`,` element)* `)`
 *   element  ::= pipeline | pass-name (`{` key[=value] ... `}`)?
 * parsed into nested pass managers and printed back. Errors read as
 * upstream's: "MLIR Textual PassPipeline Parser:1:N: error: ..." with the
 * pipeline text and a caret. */
#include "pass.h"

typedef struct PipeParser {
  PassManager *root;
  const char *buf, *s, *end;
  bool failed;
} PipeParser;

static void pipe_error(PipeParser *pp, const char *at, const char *fmt, ...) MLIR_PRINTF(3, 4);
static void pipe_error(PipeParser *pp, const char *at, const char *fmt, ...) {
  if (pp->failed) return;
  pp->failed = true;
  Context *ctx = pp->root->ctx;
  Diag *d = diag_new(ctx, DIAG_ERROR, ctx->l_unknown);
  if (!d) return;
  unsigned col = (unsigned)(at - pp->buf) + 1;
  sb_printf(&d->msg, "MLIR Textual PassPipeline Parser:1:%u: error: ", col);
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
  sb_putc(&d->msg, '\n');
  sb_append(&d->msg, pp->buf, (size_t)(pp->end - pp->buf));
  sb_putc(&d->msg, '\n');
  sb_indent(&d->msg, col - 1);
  sb_puts(&d->msg, "^\n");
  diag_emit(ctx, d);
}

static void skip_ws(PipeParser *pp) {
  while (pp->s < pp->end && (*pp->s == ' ' || *pp->s == '\t' || *pp->s == '\n')) pp->s++;
}

static bool is_name_char(char c) {
  return (c | 32) >= 'a' && (c | 32) <= 'z' ? true
         : (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == '$';
}

/* Scans an option value: quoted, braced, or up to a space or `}`. */
static const char *scan_value(PipeParser *pp, const char *v) {
  if (v < pp->end && (*v == '"' || *v == '\'')) {
    char q = *v++;
    while (v < pp->end && *v != q) v++;
    return v < pp->end ? v + 1 : v;
  }
  int depth = 0;
  while (v < pp->end) {
    if (*v == '{' || *v == '(' || *v == '[') depth++;
    else if (*v == '}' || *v == ')' || *v == ']') {
      if (!depth) break;
      depth--;
    } else if (*v == ' ' && !depth) {
      break;
    }
    v++;
  }
  return v;
}

static bool parse_options(PipeParser *pp, Pass *p) {
  pp->s++; /* { */
  for (;;) {
    skip_ws(pp);
    if (pp->s >= pp->end) {
      pipe_error(pp, pp->s, "expected '}' to end pass options");
      return false;
    }
    if (*pp->s == '}') {
      pp->s++;
      return true;
    }
    const char *k = pp->s;
    while (pp->s < pp->end && *pp->s != '=' && *pp->s != ' ' && *pp->s != '}') pp->s++;
    size_t kn = (size_t)(pp->s - k);
    const char *v = pp->s;
    size_t vn = 0;
    if (pp->s < pp->end && *pp->s == '=') {
      v = pp->s + 1;
      pp->s = scan_value(pp, v);
      vn = (size_t)(pp->s - v);
    }
    StrBuf err;
    sb_init(&err, &pp->root->ctx->alloc);
    bool ok = pass_set_option(p, k, kn, v, vn, &err);
    if (!ok) pipe_error(pp, k, "%s", err.data ? err.data : "invalid option");
    sb_free(&err);
    if (!ok) return false;
  }
}

static bool parse_elements(PipeParser *pp, PassManager *pm);

static bool parse_element(PipeParser *pp, PassManager *pm) {
  skip_ws(pp);
  const char *name = pp->s;
  while (pp->s < pp->end && is_name_char(*pp->s)) pp->s++;
  size_t n = (size_t)(pp->s - name);
  if (!n) {
    pipe_error(pp, name, "expected pass pipeline element name");
    return false;
  }
  skip_ws(pp);
  if (pp->s < pp->end && *pp->s == '(') {
    char *anchor = ctx_alloc(pm->ctx, n + 1);
    if (!anchor) return false;
    memcpy(anchor, name, n);
    anchor[n] = 0;
    PassManager *nested = pm_nest(pm, anchor);
    ctx_free(pm->ctx, anchor);
    if (!nested) return false;
    pp->s++;
    return parse_elements(pp, nested);
  }
  const PassInfo *info = pass_lookup(name, n);
  if (!info) {
    pipe_error(pp, name, "'%.*s' does not refer to a registered pass or pass pipeline", (int)n, name);
    return false;
  }
  Pass *p = pass_create(pm->ctx, info);
  if (!p) return false;
  if (pp->s < pp->end && *pp->s == '{' && !parse_options(pp, p)) {
    pass_destroy(pm->ctx, p);
    return false;
  }
  if (!pm_add_pass(pm, p)) {
    pass_destroy(pm->ctx, p);
    return false;
  }
  return true;
}

/* Elements up to the closing parenthesis (consumed). */
static bool parse_elements(PipeParser *pp, PassManager *pm) {
  skip_ws(pp);
  if (pp->s < pp->end && *pp->s == ')') {
    pp->s++;
    return true;
  }
  for (;;) {
    if (!parse_element(pp, pm)) return false;
    skip_ws(pp);
    if (pp->s < pp->end && *pp->s == ',') {
      pp->s++;
      continue;
    }
    if (pp->s < pp->end && *pp->s == ')') {
      pp->s++;
      return true;
    }
    pipe_error(pp, pp->s, "expected ',' or ')' after pass pipeline element");
    return false;
  }
}

bool pm_parse_pipeline(PassManager *pm, const char *text, size_t n) {
  /* `anchor(inner)` at the top names the manager's own op: the inner text
   * is parsed on its own, as upstream does (errors point into it). */
  const char *s = text, *end = text + n;
  while (s < end && *s == ' ') s++;
  while (end > s && (end[-1] == ' ' || end[-1] == '\n')) end--;
  const char *p = s;
  while (p < end && is_name_char(*p)) p++;
  size_t an = strlen(pm->anchor);
  if (p < end && *p == '(' && end[-1] == ')' && (size_t)(p - s) == an && !memcmp(s, pm->anchor, an)) {
    s = p + 1;
    end--;
  } else if (p < end && *p == '(' && end[-1] == ')') {
    Context *ctx = pm->ctx;
    Diag *d = diag_new(ctx, DIAG_ERROR, ctx->l_unknown);
    if (d)
      sb_printf(&d->msg, "Can't add pass '%.*s' restricted to '%.*s' on a PassManager intended to run on '%s', did you intend to nest?",
                (int)(p - s), s, (int)(p - s), s, pm->anchor);
    diag_emit(ctx, d);
    return false;
  }
  PipeParser pp = {pm, s, s, end, false};
  while (pp.s < pp.end) {
    if (!parse_element(&pp, pm)) return false;
    skip_ws(&pp);
    if (pp.s < pp.end && *pp.s == ',') pp.s++;
    else if (pp.s < pp.end) {
      pipe_error(&pp, pp.s, "expected ',' after pass pipeline element");
      return false;
    }
  }
  return !pp.failed;
}

static void print_options(const Pass *p, StrBuf *out) {
  const PassInfo *info = p->info;
  if (!info->n_options) return;
  sb_putc(out, '{');
  for (unsigned i = 0; i < info->n_options; i++) {
    const PassOptionDef *d = &info->options[i];
    const PassOptionValue *v = &p->opts[i];
    if (i) sb_putc(out, ' ');
    sb_printf(out, "%s=", d->name);
    switch (d->kind) {
    case OPT_BOOL: sb_puts(out, v->i ? "true" : "false"); break;
    case OPT_INT: sb_put_i64(out, v->i); break;
    case OPT_ENUM: sb_puts(out, d->enum_values[v->i]); break;
    default:
      if (v->s && *v->s) sb_puts(out, v->s);
      else sb_puts(out, "\"\"");
    }
  }
  sb_putc(out, '}');
}

void pm_print(const PassManager *pm, StrBuf *out) {
  sb_puts(out, pm->anchor);
  sb_putc(out, '(');
  for (size_t i = 0; i < pm->n; i++) {
    if (i) sb_putc(out, ',');
    if (pm->entries[i].pass) {
      sb_puts(out, pm->entries[i].pass->info->argument);
      print_options(pm->entries[i].pass, out);
    } else {
      pm_print(pm->entries[i].nested, out);
    }
  }
  sb_putc(out, ')');
}
