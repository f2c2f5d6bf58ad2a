/* diagnostics.c: building diagnostics and delivering them to the context's
 * handlers. Rendering locations needs the printer (asm/), reached through
 * print_location (declared in asm/asm.h). */
#include "ir.h"
#include "../asm/asm.h"

#include <stdio.h>

Diag *diag_new(Context *ctx, int severity, const Loc *loc) {
  Diag *d = ctx_zalloc(ctx, sizeof *d);
  if (!d) return NULL;
  d->severity = severity;
  d->loc = loc ? loc : ctx->l_unknown;
  sb_init(&d->msg, &ctx->alloc);
  return d;
}

void diag_append(Diag *d, const char *s, size_t n) {
  if (d) sb_append(&d->msg, s, n);
}

void diag_printf(Diag *d, const char *fmt, ...) {
  if (!d) return;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
}

Diag *diag_note(Context *ctx, Diag *d, const Loc *loc) {
  if (!d) return NULL;
  Diag *n = diag_new(ctx, DIAG_NOTE, loc ? loc : d->loc);
  if (!n) return NULL;
  Diag **tail = &d->notes;
  while (*tail) tail = &(*tail)->next;
  *tail = n;
  return n;
}

void diag_free(Context *ctx, Diag *d) {
  while (d) {
    Diag *next = d->next;
    diag_free(ctx, d->notes);
    sb_free(&d->msg);
    ctx_free(ctx, d);
    d = next;
  }
}

static const char *severity_name(int s) {
  switch (s) {
  case DIAG_ERROR: return "error";
  case DIAG_WARNING: return "warning";
  case DIAG_NOTE: return "note";
  default: return "remark";
  }
}

/* Upstream's source manager handler prints a file location as the bare
 * "file:line:col" prefix; any other location is printed in its textual
 * form. */
static void render_one(const Diag *d, StrBuf *out) {
  const Loc *l = d->loc;
  while (l->kind == LK_NAME || l->kind == LK_CALLSITE) {
    /* Name and call-site locations report at their innermost file location,
     * as upstream's handler does. */
    const Loc *inner = WORD_PTR(const Loc, l->p[l->kind == LK_NAME ? 1 : 0]);
    if (inner->kind == LK_UNKNOWN) break;
    l = inner;
  }
  if (l->kind == LK_FILE_LINE_COL) {
    const Ident *f = WORD_PTR(const Ident, l->p[0]);
    sb_append(out, f->str, f->len);
    sb_printf(out, ":%u:%u: ", (unsigned)l->p[1], (unsigned)l->p[2]);
  } else if (l->kind == LK_UNKNOWN) {
    sb_puts(out, "<unknown>:0: ");
  } else {
    print_location(l, out);
    sb_puts(out, ": ");
  }
  sb_puts(out, severity_name(d->severity));
  sb_puts(out, ": ");
  sb_append(out, d->msg.data ? d->msg.data : "", d->msg.len);
}

void diag_render(const Diag *d, StrBuf *out) {
  render_one(d, out);
  for (const Diag *n = d->notes; n; n = n->next) {
    sb_putc(out, '\n');
    render_one(n, out);
  }
}

/* Per thread: a quiet verification or parallel work must not affect the
 * diagnostics of other threads. */
static _Thread_local unsigned silence;
static _Thread_local PtrVec *capture;

void diag_silence_push(void) { silence++; }
void diag_silence_pop(void) { silence--; }
void diag_capture(PtrVec *into) { capture = into; }

void diag_emit(Context *ctx, Diag *d) {
  if (!d) return;
  if (silence) {
    diag_free(ctx, d);
    return;
  }
  if (capture) {
    if (!pv_push(NULL, capture, d)) diag_free(ctx, d);
    return;
  }
  /* Most recently attached handler first, as upstream. */
  for (size_t i = ctx->nhandlers; i-- > 0;) {
    if (ctx->handlers[i].fn(d, &ctx->handlers[i])) {
      diag_free(ctx, d);
      return;
    }
  }
  if (d->severity == DIAG_ERROR) {
    /* No handler took it: as upstream's context, the location in its
     * textual form (none when unknown) and the message, without notes. */
    StrBuf sb;
    sb_init(&sb, &ctx->alloc);
    if (d->loc->kind != LK_UNKNOWN) {
      print_location(d->loc, &sb);
      sb_puts(&sb, ": ");
    }
    sb_puts(&sb, "error: ");
    sb_append(&sb, d->msg.data ? d->msg.data : "", d->msg.len);
    if (sb.data) fprintf(stderr, "%s\n", sb.data);
    sb_free(&sb);
  }
  diag_free(ctx, d);
}

void emit_error(Context *ctx, const Loc *loc, const char *fmt, ...) {
  Diag *d = diag_new(ctx, DIAG_ERROR, loc);
  if (!d) return;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
  diag_emit(ctx, d);
}
