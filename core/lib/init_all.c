/* init_all.c: the lists of everything mlirc provides (the X-macros of
 * init_all.h) and the context constructor that registers them. Adding a
 * dialect or a pass is one entry in init_all.h's lists. */
#include "init_all.h"
#include "asm/asm.h"

#define MLIRC_LIST_ENTRY_DIALECT(NAME) &NAME##_DIALECT,
const DialectDef *const ALL_DIALECTS[] = {MLIRC_DIALECTS(MLIRC_LIST_ENTRY_DIALECT) NULL};
#undef MLIRC_LIST_ENTRY_DIALECT

#define MLIRC_LIST_ENTRY_PASS(NAME) &NAME##_PASS,
const PassInfo *const ALL_PASSES[] = {MLIRC_PASSES(MLIRC_LIST_ENTRY_PASS) NULL};
#undef MLIRC_LIST_ENTRY_PASS

const PassRegistry ALL_PASSES_REGISTERED = {ALL_PASSES, NULL};

Context *context_create(void) {
  Context *ctx = ctx_create();
  if (!ctx) return NULL;
  /* Every pass is registered, as in upstream's tools. */
  ctx->passes = &ALL_PASSES_REGISTERED;
  ctx->fallback.fn = diag_print_unhandled;
  if (!dialect_load(ctx, &BUILTIN_DIALECT)) {
    ctx_destroy(ctx);
    return NULL;
  }
  return ctx;
}

void load_all_dialects(Context *ctx) {
  for (const DialectDef *const *d = ALL_DIALECTS; *d; d++) dialect_load(ctx, *d);
}
