/* verify_diagnostics.c: see verify_diagnostics.h. Follows upstream's
 * SourceMgrDiagnosticVerifierHandler: a directive is
 *   expected-<kind>(-re)? *(@([+-]N|above|below|unknown))? *{{text}}
 * ending its line; `@above` names the last line without a directive,
 * `@below` the next one. A diagnostic matches an expectation of its kind on
 * its line whose text it contains (-re: whose pattern it matches, `{{re}}`
 * parts being regular expressions). */
#include "verify_diagnostics.h"

#include <regex.h>
#include <stdlib.h>
#include <string.h>

struct ExpectedDiag {
  int kind;
  bool unknown_loc;  /* @unknown: for diagnostics without a file location */
  unsigned line;     /* the line the diagnostic must be on */
  unsigned at_line, at_col; /* where the directive starts (`expected-`) */
  const char *text;  /* between `{{` and the last `}}` */
  size_t text_len;
  regex_t *re;       /* -re */
  bool matched;
};

static const char *const KIND_NAMES[] = {"error", "warning", "note", "remark"};

static bool starts_with(const char *s, const char *e, const char *w) {
  size_t n = strlen(w);
  return (size_t)(e - s) >= n && memcmp(s, w, n) == 0;
}

/* Appends `s` to an extended regular expression, escaped. */
static void append_re_literal(StrBuf *re, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (strchr(".[]()*+?{}|^$\\", s[i])) sb_putc(re, '\\');
    sb_putc(re, s[i]);
  }
}

/* The -re text as one regular expression: literal text, `{{re}}` parts. */
static regex_t *compile_re(const char *s, size_t n) {
  StrBuf re;
  sb_init(&re, NULL);
  const char *e = s + n;
  while (s < e) {
    const char *open = NULL;
    for (const char *c = s; c + 1 < e; c++)
      if (c[0] == '{' && c[1] == '{') {
        open = c;
        break;
      }
    const char *close = NULL;
    if (open)
      for (const char *c = open + 2; c + 1 < e; c++)
        if (c[0] == '}' && c[1] == '}') {
          close = c;
          break;
        }
    if (!open || !close) {
      append_re_literal(&re, s, (size_t)(e - s));
      break;
    }
    append_re_literal(&re, s, (size_t)(open - s));
    sb_putc(&re, '(');
    sb_append(&re, open + 2, (size_t)(close - open - 2));
    sb_putc(&re, ')');
    s = close + 2;
  }
  regex_t *r = malloc(sizeof *r);
  if (r && regcomp(r, re.data ? re.data : "", REG_EXTENDED | REG_NOSUB) != 0) {
    free(r);
    r = NULL;
  }
  sb_free(&re);
  return r;
}

static ExpectedDiag *add_expected(DiagVerifier *v) {
  if (!vec_grow(NULL, (void **)&v->expected, &v->cap, v->n + 1, sizeof *v->expected)) return NULL;
  ExpectedDiag *e = &v->expected[v->n++];
  memset(e, 0, sizeof *e);
  return e;
}

/* Parses a directive starting at `s` (`expected-`) within the line ending
 * at `e`; false when the line does not hold one. */
static bool parse_directive(const char *s, const char *e, ExpectedDiag *x, int *offset_kind,
                            long *offset) {
  s += strlen("expected-");
  int kind = -1;
  for (int k = 0; k < 4; k++)
    if (starts_with(s, e, KIND_NAMES[k])) {
      kind = k;
      s += strlen(KIND_NAMES[k]);
      break;
    }
  if (kind < 0) return false;
  bool is_re = starts_with(s, e, "-re");
  if (is_re) s += 3;
  while (s < e && *s == ' ') s++;
  *offset_kind = 0; /* 0 same line, 1 relative, 2 above, 3 below, 4 unknown */
  if (s < e && *s == '@') {
    s++;
    if (s < e && (*s == '+' || *s == '-')) {
      bool neg = *s++ == '-';
      if (s >= e || *s < '0' || *s > '9') return false;
      long v = 0;
      while (s < e && *s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
      *offset = neg ? -v : v;
      *offset_kind = 1;
    } else if (starts_with(s, e, "above")) {
      s += 5;
      *offset_kind = 2;
    } else if (starts_with(s, e, "below")) {
      s += 5;
      *offset_kind = 3;
    } else if (starts_with(s, e, "unknown")) {
      s += 7;
      *offset_kind = 4;
    } else {
      return false;
    }
  }
  while (s < e && *s == ' ') s++;
  /* `{{text}}` closing the line (trailing blanks aside). */
  const char *end = e;
  while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r')) end--;
  if (!starts_with(s, e, "{{") || end - s < 4 || end[-1] != '}' || end[-2] != '}') return false;
  x->kind = kind;
  x->text = s + 2;
  x->text_len = (size_t)(end - 2 - (s + 2));
  x->re = is_re ? compile_re(x->text, x->text_len) : NULL;
  return true;
}

void dv_init(DiagVerifier *v, Context *ctx, const Ident *file, const char *buf, size_t len) {
  memset(v, 0, sizeof *v);
  v->ctx = ctx;
  v->file = file;
  v->buf = buf;
  v->len = len;
  const char *s = buf, *end = buf + len;
  unsigned line = 1, last_plain = 0;
  PtrVec below = {0}; /* indices + 1 of expectations awaiting a plain line */
  while (s <= end) {
    const char *e = memchr(s, '\n', (size_t)(end - s));
    if (!e) e = end;
    const char *d = NULL;
    for (const char *c = s; c + 9 <= e; c++)
      if (memcmp(c, "expected-", 9) == 0) {
        d = c;
        break;
      }
    ExpectedDiag x = {0};
    int offset_kind = 0;
    long offset = 0;
    if (d && parse_directive(d, e, &x, &offset_kind, &offset)) {
      x.at_line = line;
      x.at_col = (unsigned)(d - s) + 1;
      x.line = offset_kind == 1 ? (unsigned)((long)line + offset)
               : offset_kind == 2 ? last_plain
                                  : line;
      x.unknown_loc = offset_kind == 4;
      ExpectedDiag *slot = add_expected(v);
      if (slot) *slot = x;
      if (slot && offset_kind == 3) pv_push(NULL, &below, (void *)(uintptr_t)v->n);
    } else {
      last_plain = line;
      for (size_t i = 0; i < below.len; i++) v->expected[(uintptr_t)below.data[i] - 1].line = line;
      below.len = 0;
    }
    if (e == end) break;
    s = e + 1;
    line++;
  }
  pv_free(NULL, &below);
}

void dv_free(DiagVerifier *v) {
  for (size_t i = 0; i < v->n; i++)
    if (v->expected[i].re) {
      regfree(v->expected[i].re);
      free(v->expected[i].re);
    }
  free(v->expected);
  v->expected = NULL;
  v->n = v->cap = 0;
}

/* The first file location inside `l` (upstream's findInstanceOf). */
static const Loc *file_loc_in(const Loc *l) {
  switch (l->kind) {
  case LK_FILE_LINE_COL: return l;
  case LK_NAME: return file_loc_in(WORD_PTR(const Loc, l->p[1]));
  case LK_CALLSITE: {
    const Loc *r = file_loc_in(WORD_PTR(const Loc, l->p[0]));
    return r ? r : file_loc_in(WORD_PTR(const Loc, l->p[1]));
  }
  case LK_FUSED:
    for (uint32_t i = 1; i < l->n; i++) {
      const Loc *r = file_loc_in(WORD_PTR(const Loc, l->p[i]));
      if (r) return r;
    }
    return NULL;
  default: return NULL;
  }
}

static bool text_matches(const ExpectedDiag *x, const char *msg) {
  if (x->re) return regexec(x->re, msg, 0, NULL, 0) == 0;
  if (x->text_len == 0) return true;
  const char *m = msg;
  size_t mn = strlen(m);
  for (size_t i = 0; i + x->text_len <= mn; i++)
    if (memcmp(m + i, x->text, x->text_len) == 0) return true;
  return false;
}

bool dv_check(DiagVerifier *v, const Diag *d, DiagMismatch *out) {
  const char *msg = d->msg.data ? d->msg.data : "";
  const Loc *fl = file_loc_in(d->loc);
  bool in_file = fl && WORD_PTR(const Ident, fl->p[0]) == v->file;
  unsigned line = in_file ? (unsigned)fl->p[1] : 0;
  const ExpectedDiag *near_miss = NULL;
  for (size_t i = 0; i < v->n; i++) {
    ExpectedDiag *x = &v->expected[i];
    if (fl ? (!in_file || x->unknown_loc || x->line != line) : !x->unknown_loc) continue;
    if (!text_matches(x, msg)) continue;
    if (x->kind == d->severity) {
      x->matched = true;
      return true;
    }
    near_miss = x;
  }
  v->failed = true;
  memset(out, 0, sizeof *out);
  sb_init(&out->msg, &v->ctx->alloc);
  if (near_miss) {
    out->line = near_miss->at_line;
    out->col = near_miss->at_col;
    sb_printf(&out->msg, "'%s' diagnostic emitted when expecting a '%s'", KIND_NAMES[d->severity],
              KIND_NAMES[near_miss->kind]);
  } else {
    out->loc = d->loc;
    sb_printf(&out->msg, "unexpected %s: %s", KIND_NAMES[d->severity], msg);
  }
  return false;
}

bool dv_next_unmatched(DiagVerifier *v, size_t *cursor, DiagMismatch *out) {
  while (*cursor < v->n) {
    const ExpectedDiag *x = &v->expected[(*cursor)++];
    if (x->matched) continue;
    v->failed = true;
    memset(out, 0, sizeof *out);
    sb_init(&out->msg, &v->ctx->alloc);
    out->line = x->at_line;
    out->col = x->at_col;
    out->width = (unsigned)x->text_len;
    sb_printf(&out->msg, "expected %s \"%.*s\" was not produced", KIND_NAMES[x->kind],
              (int)x->text_len, x->text);
    return true;
  }
  return false;
}
