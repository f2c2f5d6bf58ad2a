/* diagnostics.c: the C API of mlir-c/Diagnostics.h. */
#include "capi.h"

static Diag *unwrap_diag(MlirDiagnostic d) { return d.ptr; }

void mlirDiagnosticPrint(MlirDiagnostic d, MlirStringCallback cb, void *ud) {
  emit_text(&unwrap_diag(d)->msg, cb, ud);
}

MlirLocation mlirDiagnosticGetLocation(MlirDiagnostic d) { return wrap_loc(unwrap_diag(d)->loc); }

MlirDiagnosticSeverity mlirDiagnosticGetSeverity(MlirDiagnostic d) {
  return (MlirDiagnosticSeverity)unwrap_diag(d)->severity;
}

intptr_t mlirDiagnosticGetNumNotes(MlirDiagnostic d) {
  intptr_t n = 0;
  for (Diag *x = unwrap_diag(d)->notes; x; x = x->next) n++;
  return n;
}

MlirDiagnostic mlirDiagnosticGetNote(MlirDiagnostic d, intptr_t pos) {
  Diag *x = unwrap_diag(d)->notes;
  while (x && pos-- > 0) x = x->next;
  return (MlirDiagnostic){x};
}

static int call_handler(Diag *d, const DiagHandler *h) {
  MlirDiagnosticHandler fn = (MlirDiagnosticHandler)h->target;
  return mlirLogicalResultIsSuccess(fn((MlirDiagnostic){d}, h->user));
}

MlirDiagnosticHandlerID mlirContextAttachDiagnosticHandler(MlirContext c, MlirDiagnosticHandler h,
                                                           void *ud, void (*del)(void *)) {
  Context *ctx = unwrap_ctx(c);
  size_t cap = ctx->cap_handlers;
  if (!vec_grow(&ctx->alloc, (void **)&ctx->handlers, &cap, ctx->nhandlers + 1,
                sizeof *ctx->handlers))
    return 0;
  ctx->cap_handlers = cap;
  DiagHandler *dh = &ctx->handlers[ctx->nhandlers++];
  dh->id = ctx->next_handler_id++;
  dh->fn = call_handler;
  dh->target = (void (*)(void))h;
  dh->user = ud;
  /* Upstream owns the user data through a smart pointer, which never
   * passes null to its deleter. */
  dh->delete_user = ud ? del : NULL;
  return dh->id;
}

void mlirContextDetachDiagnosticHandler(MlirContext c, MlirDiagnosticHandlerID id) {
  Context *ctx = unwrap_ctx(c);
  for (size_t i = 0; i < ctx->nhandlers; i++) {
    if (ctx->handlers[i].id != id) continue;
    DiagHandler h = ctx->handlers[i];
    memmove(&ctx->handlers[i], &ctx->handlers[i + 1],
            (ctx->nhandlers - i - 1) * sizeof *ctx->handlers);
    ctx->nhandlers--;
    if (h.delete_user) h.delete_user(h.user);
    return;
  }
}

void mlirEmitError(MlirLocation loc, const char *message) {
  const Loc *l = unwrap_loc(loc);
  emit_error(l->ctx, l, "%s", message);
}
