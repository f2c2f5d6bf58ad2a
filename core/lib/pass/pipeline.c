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
  /* The first `(` nested deeper than MAX_PIPELINE_DEPTH: the text under it
   * is still checked (as upstream, which takes any depth) but not built. */
  const char *too_deep;
} PipeParser;

/* Nested managers are built (and later run, printed, destroyed) recursively,
 * so their depth is bounded as the IR parser bounds region nesting. */
enum { MAX_PIPELINE_DEPTH = 1000 };

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
static const char *scan_value(const char *v, const char *end) {
  if (v < end && (*v == '"' || *v == '\'')) {
    char q = *v++;
    while (v < end && *v != q) v++;
    return v < end ? v + 1 : v;
  }
  int depth = 0;
  while (v < end) {
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

/* Skips `{...}` after a pass name, returning its text for apply_options:
 * as upstream, options are applied once the whole pipeline parsed. */
static bool scan_options(PipeParser *pp, const char **text, size_t *len) {
  const char *open = pp->s++;
  int depth = 0;
  while (pp->s < pp->end && (depth || *pp->s != '}')) {
    if (*pp->s == '"' || *pp->s == '\'') {
      pp->s = scan_value(pp->s, pp->end);
      continue;
    }
    if (*pp->s == '{') depth++;
    else if (*pp->s == '}') depth--;
    pp->s++;
  }
  if (pp->s >= pp->end) {
    pipe_error(pp, pp->s, "expected '}' to end pass options");
    return false;
  }
  *text = open + 1;
  *len = (size_t)(pp->s - open - 1);
  pp->s++;
  return true;
}

/* The managers enclosing the one a pass is added to, innermost first (the
 * root manager has no `up`). */
typedef struct Enclosing {
  const PassManager *pm;
  const struct Enclosing *up;
} Enclosing;

/* How errors of adding a pass are reported: through the root manager's
 * sink, and for mlir-opt's pass flags without the "failed to add" lines. */
typedef struct AddReporting {
  const PassManager *root;
  bool flag_form;
} AddReporting;

/* Ends the diagnostic of a pass that could not be added as upstream's
 * pipeline builder does: the pass's "failed to add" line, then one line
 * per enclosing nested pipeline. */
static void finish_add_error(const AddReporting *r, Diag *d, const Pass *p, const Enclosing *at) {
  if (d && !r->flag_form) {
    sb_printf(&d->msg, "\nfailed to add `%s` with options `%.*s`\n", p->info->argument, (int)p->opt_len,
              p->opt_text);
    for (const Enclosing *e = at; e && e->up; e = e->up)
      sb_printf(&d->msg, "failed to add `%s` with options `` to inner pipeline\n", e->pm->anchor);
  }
  diag_emit(r->root->ctx, d);
}

/* Reports a bad option as upstream: an unknown name inside the diagnostic
 * ("<Pass-Options-Parser>: no such option X"), a bad value through the
 * option parser's error stream. */
static void report_option_error(const AddReporting *r, const Pass *p, const Enclosing *at, PassOptionStatus st,
                                StrBuf *err) {
  Context *ctx = r->root->ctx;
  const char *msg = err->data ? err->data : "invalid option";
  Diag *d = diag_new(ctx, DIAG_ERROR, ctx->l_unknown);
  if (st == PASS_OPTION_BAD_VALUE && r->root->option_errors) {
    r->root->option_errors(r->root->option_errors_user, msg, err->len);
  } else if (d) {
    if (st == PASS_OPTION_UNKNOWN) sb_puts(&d->msg, "<Pass-Options-Parser>: ");
    sb_printf(&d->msg, "%s\n", msg);
  }
  finish_add_error(r, d, p, at);
}

/* Sets each `key[=value]` of the pass's option text; false with upstream's
 * diagnostic on the first bad one. */
static bool apply_options(const AddReporting *r, Pass *p, const Enclosing *at) {
  const char *s = p->opt_text, *end = s + p->opt_len;
  StrBuf err;
  sb_init(&err, &r->root->ctx->alloc);
  PassOptionStatus st = PASS_OPTION_SET;
  while (st == PASS_OPTION_SET && s < end) {
    while (s < end && (*s == ' ' || *s == '\t' || *s == '\n')) s++;
    if (s >= end) break;
    const char *k = s;
    while (s < end && *s != '=' && *s != ' ') s++;
    size_t kn = (size_t)(s - k);
    const char *v = s;
    size_t vn = 0;
    if (s < end && *s == '=') {
      v = s + 1;
      s = scan_value(v, end);
      vn = (size_t)(s - v);
    }
    st = pass_set_option(p, k, kn, v, vn, &err);
  }
  if (st != PASS_OPTION_SET) report_option_error(r, p, at, st, &err);
  sb_free(&err);
  return st == PASS_OPTION_SET;
}

/* A pass restricted to one op goes only into a manager of that op (or of
 * any op), else upstream's "did you intend to nest?" error. */
static bool check_nesting(const AddReporting *r, const Pass *p, const Enclosing *at) {
  const char *anchor = p->info->anchor, *pm_anchor = at->pm->anchor;
  if (!anchor || !strcmp(pm_anchor, "any") || !strcmp(anchor, pm_anchor)) return true;
  Context *ctx = r->root->ctx;
  Diag *d = diag_new(ctx, DIAG_ERROR, ctx->l_unknown);
  if (d)
    sb_printf(&d->msg,
              "Can't add pass '%s' restricted to '%s' on a PassManager intended to run on '%s', did you intend to nest?",
              p->info->display, anchor, pm_anchor);
  finish_add_error(r, d, p, at);
  return false;
}

/* Adds the parsed passes as upstream's pipeline builder does, in pipeline
 * order: each pass's options are applied, then its nesting is checked. At
 * the first failure the passes after the failing one (which stays, as
 * upstream's) are dropped. */
static bool add_all_parsed(const AddReporting *r, PassManager *pm, const Enclosing *up) {
  Enclosing at = {pm, up};
  for (size_t i = 0; i < pm->n; i++) {
    PMEntry *e = &pm->entries[i];
    bool ok;
    if (e->pass) {
      ok = (!e->pass->opt_text || apply_options(r, e->pass, &at)) && check_nesting(r, e->pass, &at);
      e->pass->opt_text = NULL;
      e->pass->opt_len = 0;
    } else {
      ok = add_all_parsed(r, e->nested, &at);
    }
    if (ok) continue;
    for (size_t k = i + 1; k < pm->n; k++) {
      if (pm->entries[k].pass) pass_destroy(pm->ctx, pm->entries[k].pass);
      passmgr_destroy(pm->entries[k].nested);
    }
    pm->n = i + 1;
    return false;
  }
  return true;
}

/* Stack of the managers of the open `anchor(` groups; NULL for a group
 * past MAX_PIPELINE_DEPTH (checked, not built). */
typedef struct GroupStack {
  PassManager **v;
  size_t n, cap;
} GroupStack;

/* One element into `pm` (NULL: check only). A pass is added; for
 * `anchor(` the nested manager is pushed on `open`, the `(` consumed and
 * `*opened` set. */
static bool parse_element(PipeParser *pp, PassManager *pm, GroupStack *open, bool *opened) {
  *opened = false;
  skip_ws(pp);
  const char *name = pp->s;
  while (pp->s < pp->end && is_name_char(*pp->s)) pp->s++;
  size_t n = (size_t)(pp->s - name);
  skip_ws(pp);
  if (n && pp->s < pp->end && *pp->s == '(') {
    PassManager *nested = NULL;
    if (pm && open->n < MAX_PIPELINE_DEPTH) {
      char *anchor = ctx_alloc(pm->ctx, n + 1);
      if (!anchor) return false;
      memcpy(anchor, name, n);
      anchor[n] = 0;
      nested = passmgr_nest(pm, anchor);
      ctx_free(pm->ctx, anchor);
      if (!nested) return false;
    } else if (!pp->too_deep) {
      pp->too_deep = pp->s;
    }
    if (!vec_grow(&pp->root->ctx->alloc, (void **)&open->v, &open->cap, open->n + 1, sizeof *open->v))
      return false;
    open->v[open->n++] = nested;
    pp->s++;
    *opened = true;
    return true;
  }
  /* As upstream, a missing name (`()`, `a,,b`, a trailing `,`) is an
   * unknown pass named ''. */
  const PassInfo *info = pass_find(pp->root->ctx->passes, name, n);
  if (!info) {
    pipe_error(pp, name, "'%.*s' does not refer to a registered pass or pass pipeline", (int)n, name);
    return false;
  }
  const char *opt_text = NULL;
  size_t opt_len = 0;
  if (pp->s < pp->end && *pp->s == '{' && !scan_options(pp, &opt_text, &opt_len)) return false;
  if (!pm) return true;
  Pass *p = pass_create(pm->ctx, info);
  if (!p) return false;
  p->opt_text = opt_text;
  p->opt_len = opt_len;
  if (!passmgr_add_pass(pm, p)) {
    pass_destroy(pm->ctx, p);
    return false;
  }
  return true;
}

/* `element (, element)*` at the top, into `pm`. Nested groups are kept on
 * an explicit stack, not the C stack: the text may nest to any depth. */
static bool parse_elements(PipeParser *pp, PassManager *pm) {
  GroupStack open = {0};
  bool ok = true;
  while (ok) {
    bool opened;
    ok = parse_element(pp, open.n ? open.v[open.n - 1] : pm, &open, &opened);
    if (!ok) break;
    if (opened) continue;
    /* Close the groups that end here. */
    skip_ws(pp);
    while (open.n && pp->s < pp->end && *pp->s == ')') {
      open.n--;
      pp->s++;
      skip_ws(pp);
    }
    if (pp->s < pp->end && *pp->s == ',') {
      pp->s++;
      continue;
    }
    if (pp->s >= pp->end && !open.n) break;
    pipe_error(pp, pp->s, open.n ? "expected ',' or ')' after pass pipeline element"
                                 : "expected ',' after pass pipeline element");
    ok = false;
  }
  ctx_free(pp->root->ctx, open.v);
  if (ok && pp->too_deep) {
    pipe_error(pp, pp->too_deep, "exceeded maximum nesting depth");
    ok = false;
  }
  return ok;
}

static bool parse_text(PassManager *pm, const char *s, size_t n, bool flag_form);

bool passmgr_parse_pipeline(PassManager *pm, const char *text, size_t n) {
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
  return parse_text(pm, s, (size_t)(end - s), false);
}

/* `element (, element)*` appended to `pm`, all or nothing. */
static bool parse_text(PassManager *pm, const char *s, size_t n, bool flag_form) {
  const char *end = s + n;
  /* Parsed into a scratch manager, so that a failure adds nothing. */
  PassManager *tmp = passmgr_create(pm->ctx, pm->anchor);
  if (!tmp) return false;
  PipeParser pp = {tmp, s, s, end, false, NULL};
  skip_ws(&pp);
  bool ok = pp.s >= pp.end || parse_elements(&pp, tmp);
  ok = ok && !pp.failed;
  /* Options are applied after the whole text parsed; a bad one still
   * leaves the passes before it (and itself) in the pipeline. */
  AddReporting r = {pm, flag_form};
  bool options_ok = ok && add_all_parsed(&r, tmp, NULL);
  size_t moved = 0;
  while (ok && moved < tmp->n && passmgr_push(pm, tmp->entries[moved])) moved++;
  if (moved < tmp->n) /* entries is NULL while empty */
    memmove(tmp->entries, tmp->entries + moved, (tmp->n - moved) * sizeof *tmp->entries);
  tmp->n -= moved;
  passmgr_destroy(tmp);
  return ok && options_ok;
}

bool passmgr_parse_anchored_pipeline(PassManager *pm, const char *text, size_t n) {
  const char *s = text, *end = text + n;
  while (s < end && *s == ' ') s++;
  while (end > s && (end[-1] == ' ' || end[-1] == '\n')) end--;
  const char *open = memchr(s, '(', (size_t)(end - s));
  if (!open || open == s || end[-1] != ')') {
    Diag *d = diag_new(pm->ctx, DIAG_ERROR, pm->ctx->l_unknown);
    if (d)
      sb_puts(&d->msg, "expected pass pipeline to be wrapped with the anchor operation type, e.g. "
                       "'builtin.module(...)'");
    diag_emit(pm->ctx, d);
    return false;
  }
  char *anchor = ctx_alloc(pm->ctx, (size_t)(open - s) + 1);
  if (!anchor) return false;
  memcpy(anchor, s, (size_t)(open - s));
  anchor[open - s] = 0;
  PassManager *tmp = passmgr_create(pm->ctx, anchor);
  if (tmp) {
    tmp->option_errors = pm->option_errors;
    tmp->option_errors_user = pm->option_errors_user;
  }
  bool ok = tmp && parse_text(tmp, open + 1, (size_t)(end - 1 - (open + 1)), false);
  if (ok) {
    /* Take over the parsed manager's anchor and contents. */
    for (size_t i = 0; i < pm->n; i++) {
      if (pm->entries[i].pass) pass_destroy(pm->ctx, pm->entries[i].pass);
      passmgr_destroy(pm->entries[i].nested);
    }
    ctx_free(pm->ctx, pm->entries);
    ctx_free(pm->ctx, pm->anchor);
    pm->anchor = anchor;
    pm->entries = tmp->entries;
    pm->n = tmp->n;
    pm->cap = tmp->cap;
    tmp->entries = NULL;
    tmp->n = tmp->cap = 0;
    anchor = NULL;
  }
  ctx_free(pm->ctx, anchor);
  passmgr_destroy(tmp);
  return ok;
}

static void print_options(const Pass *p, StrBuf *out) {
  const PassInfo *info = p->info;
  if (!info->n_options) return;
  sb_putc(out, '{');
  for (unsigned i = 0; i < info->n_options; i++) {
    const PassOptionDef *d = &info->options[i];
    const PassOptionValue *v = &p->opts[i];
    if (i) sb_putc(out, ' ');
    /* As upstream: an empty list prints nothing, a list in braces. */
    if (d->kind == OPT_STRING_LIST) {
      if (v->s && *v->s) sb_printf(out, "%s={%s}", d->name, v->s);
      continue;
    }
    sb_printf(out, "%s=", d->name);
    switch (d->kind) {
    case OPT_BOOL: sb_puts(out, v->i ? "true" : "false"); break;
    case OPT_INT:
    case OPT_INT32:
    case OPT_UINT: sb_put_i64(out, v->i); break;
    case OPT_UINT64: sb_printf(out, "%llu", (unsigned long long)(uint64_t)v->i); break;
    case OPT_ENUM: sb_puts(out, d->enum_values[v->i]); break;
    default:
      if (v->s) sb_puts(out, v->s);
    }
  }
  sb_putc(out, '}');
}

/* --dump-pass-pipeline's layout: one element per line, nested managers
 * indented by two. */
static void print_pretty(const PassManager *pm, unsigned indent, StrBuf *out) {
  sb_printf(out, "%s(\n", pm->anchor);
  for (size_t i = 0; i < pm->n; i++) {
    sb_indent(out, indent + 2);
    if (pm->entries[i].pass) {
      sb_puts(out, pm->entries[i].pass->info->argument);
      print_options(pm->entries[i].pass, out);
    } else {
      print_pretty(pm->entries[i].nested, indent + 2, out);
    }
    if (i + 1 < pm->n) sb_putc(out, ',');
    sb_putc(out, '\n');
  }
  if (!pm->n) sb_putc(out, '\n');
  sb_indent(out, indent);
  sb_putc(out, ')');
}

void passmgr_dump(const PassManager *pm, StrBuf *out) {
  sb_printf(out, "Pass Manager with %zu passes:\n", pm->n);
  print_pretty(pm, 0, out);
  sb_puts(out, "\n\n");
}

void passmgr_print(const PassManager *pm, StrBuf *out) {
  sb_puts(out, pm->anchor);
  sb_putc(out, '(');
  for (size_t i = 0; i < pm->n; i++) {
    if (i) sb_putc(out, ',');
    if (pm->entries[i].pass) {
      sb_puts(out, pm->entries[i].pass->info->argument);
      print_options(pm->entries[i].pass, out);
    } else {
      passmgr_print(pm->entries[i].nested, out);
    }
  }
  sb_putc(out, ')');
}

bool passmgr_add_pass_flag(PassManager *pm, const char *name, size_t n, const char *options,
                           size_t options_len) {
  StrBuf text;
  sb_init(&text, &pm->ctx->alloc);
  /* As mlir-opt's manager nests implicitly, a pass restricted to another
   * op goes into a new manager of that op. */
  const PassInfo *info = pass_find(pm->ctx->passes, name, n);
  bool nest = info && info->anchor && strcmp(pm->anchor, "any") != 0 && strcmp(info->anchor, pm->anchor) != 0;
  if (nest) sb_printf(&text, "%s(", info->anchor);
  sb_append(&text, name, n);
  if (options) {
    sb_putc(&text, '{');
    sb_append(&text, options, options_len);
    sb_putc(&text, '}');
  }
  if (nest) sb_putc(&text, ')');
  bool ok = text.data && parse_text(pm, text.data, text.len, true);
  sb_free(&text);
  return ok;
}
