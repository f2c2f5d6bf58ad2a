/* diagnostics.c: building diagnostics and delivering them to the context's
 * handlers, then to its last-resort handler. Rendering them as text needs
 * the printer and lives in asm/ (diag_render.c). */
#include "ir.h"

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
  /* No handler took it: the context's last resort (mlir-opt's and the C
   * API's print errors to stderr, as upstream's context does). */
  if (ctx->fallback.fn) ctx->fallback.fn(d, &ctx->fallback);
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
