/* diag_render.c: diagnostics as text, the way mlir-opt's source manager
 * handler prints them (without the source excerpt), and the context's
 * last-resort handler that prints unhandled errors to stderr as upstream's
 * context does. */
#include "asm.h"

#include <stdio.h>

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

int diag_print_unhandled(Diag *d, const DiagHandler *h) {
  (void)h;
  if (d->severity != DIAG_ERROR) return 1;
  /* The location in its textual form (none when unknown) and the message,
   * without notes. */
  Context *ctx = d->loc->ctx;
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
  return 1;
}

const char *type_text(Context *ctx, const Type *t) {
  StrBuf sb;
  sb_init(&sb, &ctx->alloc);
  if (t) print_type(t, &sb);
  else sb_puts(&sb, "<<NULL TYPE>>");
  const Ident *id = ident_get(ctx, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return id ? id->str : "";
}
