/* conversion_target.c: upstream's ConversionTarget: a legalization action
 * per op name and per dialect, dynamic legality callbacks (composed: the
 * newest is asked first, an older one only when it has no opinion), the
 * callback for ops of no listed name or dialect, and recursive legality.
 * Depends on ir/ only. */
#include "conversion.h"

typedef struct LegalityCb {
  LegalityFn fn;
  void *user;
  UserFreeFn free_user;
  struct LegalityCb *older;
} LegalityCb;

typedef struct OpEntry {
  int action;
  bool recursive;
  LegalityCb *legality;  /* dynamic legality */
  LegalityCb *recursion; /* when the op's regions are legal too (NULL: always) */
} OpEntry;

typedef struct DialectEntry {
  char *ns;
  int action;
  LegalityCb *legality;
} DialectEntry;

struct ConversionTarget {
  Context *ctx;
  PtrMap ops; /* OpName* -> OpEntry* */
  PtrVec entries; /* every OpEntry, to free them */
  PtrVec dialects; /* DialectEntry* */
  LegalityCb *unknown;
};

ConversionTarget *ct_create(Context *ctx) {
  ConversionTarget *ct = ctx_zalloc(ctx, sizeof *ct);
  if (ct) ct->ctx = ctx;
  return ct;
}

static void chain_free(Context *ctx, LegalityCb *c) {
  while (c) {
    LegalityCb *older = c->older;
    if (c->free_user) c->free_user(c->user);
    ctx_free(ctx, c);
    c = older;
  }
}

void ct_destroy(ConversionTarget *ct) {
  if (!ct) return;
  Context *ctx = ct->ctx;
  for (size_t i = 0; i < ct->entries.len; i++) {
    OpEntry *e = ct->entries.data[i];
    chain_free(ctx, e->legality);
    chain_free(ctx, e->recursion);
    ctx_free(ctx, e);
  }
  for (size_t i = 0; i < ct->dialects.len; i++) {
    DialectEntry *d = ct->dialects.data[i];
    chain_free(ctx, d->legality);
    ctx_free(ctx, d->ns);
    ctx_free(ctx, d);
  }
  pv_free(&ctx->alloc, &ct->entries);
  pv_free(&ctx->alloc, &ct->dialects);
  pm_free(&ctx->alloc, &ct->ops);
  chain_free(ctx, ct->unknown);
  ctx_free(ctx, ct);
}

static OpEntry *op_entry(ConversionTarget *ct, const char *name, bool create) {
  const OpName *n = opname_get(ct->ctx, name, strlen(name));
  uintptr_t v;
  if (!n) return NULL;
  if (pm_get(&ct->ops, n, &v)) return (OpEntry *)v;
  if (!create) return NULL;
  OpEntry *e = ctx_zalloc(ct->ctx, sizeof *e);
  if (!e) return NULL;
  if (!pv_push(&ct->ctx->alloc, &ct->entries, e)) {
    ctx_free(ct->ctx, e);
    return NULL;
  }
  return pm_put(&ct->ctx->alloc, &ct->ops, n, (uintptr_t)e) ? e : NULL;
}

static DialectEntry *dialect_entry(const ConversionTarget *ct, const char *ns, size_t n) {
  for (size_t i = 0; i < ct->dialects.len; i++) {
    DialectEntry *d = ct->dialects.data[i];
    if (strlen(d->ns) == n && memcmp(d->ns, ns, n) == 0) return d;
  }
  return NULL;
}

static DialectEntry *dialect_entry_create(ConversionTarget *ct, const char *ns) {
  DialectEntry *d = dialect_entry(ct, ns, strlen(ns));
  if (d) return d;
  size_t n = strlen(ns);
  d = ctx_zalloc(ct->ctx, sizeof *d);
  char *copy = ctx_alloc(ct->ctx, n + 1);
  if (!d || !copy || !pv_push(&ct->ctx->alloc, &ct->dialects, d)) {
    ctx_free(ct->ctx, d);
    ctx_free(ct->ctx, copy);
    return NULL;
  }
  memcpy(copy, ns, n + 1);
  d->ns = copy;
  return d;
}

/* Puts `fn` in front of the chain (upstream's composeLegalityCallbacks). */
static bool chain_add(Context *ctx, LegalityCb **chain, LegalityFn fn, void *user, UserFreeFn free_user) {
  LegalityCb *c = ctx_alloc(ctx, sizeof *c);
  if (!c) {
    if (free_user) free_user(user);
    return false;
  }
  *c = (LegalityCb){fn, user, free_user, *chain};
  *chain = c;
  return true;
}

/* -1 when no callback of the chain has an opinion. */
static int chain_ask(const LegalityCb *c, Operation *op) {
  for (; c; c = c->older) {
    int r = c->fn(c->user, op);
    if (r >= 0) return r;
  }
  return -1;
}

bool ct_set_op_action(ConversionTarget *ct, const char *op, int action) {
  OpEntry *e = op_entry(ct, op, true);
  if (!e) return false;
  e->action = action;
  return true;
}

bool ct_set_dialect_action(ConversionTarget *ct, const char *ns, int action) {
  DialectEntry *d = dialect_entry_create(ct, ns);
  if (!d) return false;
  d->action = action;
  return true;
}

bool ct_add_dynamic_op(ConversionTarget *ct, const char *op, LegalityFn fn, void *user, UserFreeFn free_user) {
  OpEntry *e = op_entry(ct, op, true);
  if (!e) {
    if (free_user) free_user(user);
    return false;
  }
  e->action = LEGAL_DYNAMIC;
  return fn ? chain_add(ct->ctx, &e->legality, fn, user, free_user) : true;
}

bool ct_add_dynamic_dialect(ConversionTarget *ct, const char *ns, LegalityFn fn, void *user,
                            UserFreeFn free_user) {
  DialectEntry *d = dialect_entry_create(ct, ns);
  if (!d) {
    if (free_user) free_user(user);
    return false;
  }
  d->action = LEGAL_DYNAMIC;
  return fn ? chain_add(ct->ctx, &d->legality, fn, user, free_user) : true;
}

bool ct_mark_unknown_dynamic(ConversionTarget *ct, LegalityFn fn, void *user, UserFreeFn free_user) {
  return chain_add(ct->ctx, &ct->unknown, fn, user, free_user);
}

bool ct_mark_recursively_legal(ConversionTarget *ct, const char *op, LegalityFn fn, void *user,
                               UserFreeFn free_user) {
  OpEntry *e = op_entry(ct, op, true);
  if (!e) {
    if (free_user) free_user(user);
    return false;
  }
  if (e->action == LEGAL_UNKNOWN) e->action = LEGAL_LEGAL;
  e->recursive = true;
  if (!fn) {
    chain_free(ct->ctx, e->recursion);
    e->recursion = NULL;
    return true;
  }
  return chain_add(ct->ctx, &e->recursion, fn, user, free_user);
}

/* ---- queries ---------------------------------------------------------------------------- */

/* Upstream's getOpInfo: the op's own entry, else its dialect's, else the
 * unknown-op callback. */
typedef struct Info {
  int action;
  bool recursive;
  const LegalityCb *legality;
  const LegalityCb *recursion;
} Info;

static bool op_info(const ConversionTarget *ct, const OpName *name, Info *out) {
  uintptr_t v;
  if (pm_get(&ct->ops, name, &v)) {
    const OpEntry *e = (const OpEntry *)v;
    *out = (Info){e->action, e->recursive, e->legality, e->recursion};
    return true;
  }
  const char *s = name->name->str, *dot = memchr(s, '.', name->name->len);
  const DialectEntry *d = dialect_entry(ct, s, dot ? (size_t)(dot - s) : name->name->len);
  if (d) {
    *out = (Info){d->action, false, d->legality, NULL};
    return true;
  }
  if (ct->unknown) {
    *out = (Info){LEGAL_DYNAMIC, false, ct->unknown, NULL};
    return true;
  }
  return false;
}

int ct_op_action(const ConversionTarget *ct, const OpName *name) {
  Info info;
  return op_info(ct, name, &info) ? info.action : LEGAL_UNKNOWN;
}

bool ct_is_legal(const ConversionTarget *ct, Operation *op, bool *recursive) {
  Info info;
  *recursive = false;
  if (!op_info(ct, op->name, &info)) return false;
  bool legal = info.action == LEGAL_LEGAL;
  if (info.action == LEGAL_DYNAMIC) {
    int r = chain_ask(info.legality, op);
    if (r >= 0) legal = r == 1;
  }
  if (!legal) return false;
  if (info.recursive) {
    int r = info.recursion ? chain_ask(info.recursion, op) : 1;
    *recursive = r != 0;
  }
  return true;
}

bool ct_is_illegal(const ConversionTarget *ct, Operation *op) {
  Info info;
  if (!op_info(ct, op->name, &info)) return false;
  if (info.action == LEGAL_DYNAMIC) {
    int r = chain_ask(info.legality, op);
    return r == 0;
  }
  return info.action == LEGAL_ILLEGAL;
}
