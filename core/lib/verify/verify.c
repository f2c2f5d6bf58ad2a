/* verify.c: the verifier, in upstream's order: for each op on entry, its
 * operands, invariants (ODS constraints, traits, the op's own verifier) and
 * region structure; then its blocks (terminators, successors); on exit, the
 * region verifiers and unregistered-op checks; finally SSA dominance.
 * Walks with an explicit worklist (input depth must not recurse). */
#include "verify.h"

#include <stdlib.h>

static const char *const SEE_CURRENT = "see current operation: ";
/* Elements attributes larger than this print elided in that note. */
enum { NOTE_ELIDE_ELEMENTS_LIMIT = 16 };

static bool emit_with_op(Diag *d, Operation *op);

Diag *op_error(Operation *op, const char *fmt, ...) {
  Context *ctx = op_context(op);
  Diag *d = diag_new(ctx, DIAG_ERROR, op->loc);
  if (!d) return NULL;
  sb_printf(&d->msg, "'%s' op ", op->name->name->str);
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
  return d;
}

bool op_emit_with_note(Diag *d, Operation *op) { return emit_with_op(d, op); }

void diag_note_current_op(Diag *d, Operation *op) {
  Context *ctx = op_context(op);
  if (ctx->no_op_on_diagnostic) return;
  Diag *n = diag_note(ctx, d, op->loc);
  if (!n) return;
  sb_puts(&n->msg, SEE_CURRENT);
  PrintFlags f;
  print_flags_default(&f);
  f.generic = true;
  f.assume_verified = true;
  /* upstream's adjustPrintingFlags: local scope (names numbered from the
   * nearest isolated ancestor), large elements attributes elided */
  f.local_scope = true;
  f.elide_elements_if_larger = NOTE_ELIDE_ELEMENTS_LIMIT;
  StrBuf tmp;
  sb_init(&tmp, &ctx->alloc);
  print_operation(ctx, op, &f, &tmp);
  /* A multi-line op starts on its own line, as upstream prints it. */
  if (tmp.data && memchr(tmp.data, '\n', tmp.len)) sb_putc(&n->msg, '\n');
  if (tmp.data) sb_append(&n->msg, tmp.data, tmp.len);
  sb_free(&tmp);
}

/* Adds upstream's note showing the op in generic form, then emits. */
static bool emit_with_op(Diag *d, Operation *op) {
  diag_note_current_op(d, op);
  diag_emit(op_context(op), d);
  return false;
}

bool op_fail_plain(Operation *op, const char *fmt, ...) {
  Diag *d = diag_new(op_context(op), DIAG_ERROR, op->loc);
  if (!d) return false;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
  return op_emit_with_note(d, op);
}

bool op_fail(Operation *op, const char *fmt, ...) {
  Context *ctx = op_context(op);
  Diag *d = diag_new(ctx, DIAG_ERROR, op->loc);
  if (!d) return false;
  sb_printf(&d->msg, "'%s' op ", op->name->name->str);
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
  return emit_with_op(d, op);
}

/* An op without a registered def may have any trait. */
static bool might_have(const Operation *op, uint32_t trait) {
  return !op->name->def || (op->name->def->traits & trait);
}

static bool may_lack_terminator(const Block *b) {
  if (!b->parent) return true;
  if (b->parent->first != b->parent->last) return false;
  Operation *parent = block_parent_op(b);
  return !parent || might_have(parent, TRAIT_NO_TERMINATOR);
}

static bool verify_block_entry(Block *b) {
  if (!b->first) {
    if (may_lack_terminator(b)) return true;
    Operation *parent = block_parent_op(b);
    emit_error(op_context(parent), parent->loc, "empty block: expect at least a terminator");
    return false;
  }
  for (Operation *o = b->first; o; o = o->next)
    if (o->num_successors && o != b->last) {
      emit_error(op_context(o), o->loc,
                 "operation with block successors must terminate its parent block");
      return false;
    }
  return true;
}

static bool verify_block_exit(Block *b) {
  Operation *last = b->last;
  for (uint32_t i = 0; last && i < last->num_successors; i++)
    if (last->successors[i].block->parent != b->parent)
      return op_fail(last, "branching to block of a different region");
  if (may_lack_terminator(b)) return true;
  if (!might_have(last, TRAIT_TERMINATOR)) {
    Context *ctx = op_context(last);
    Diag *d = diag_new(ctx, DIAG_ERROR, last->loc);
    if (d) {
      sb_puts(&d->msg, "block with no terminator, has ");
      PrintFlags f;
      print_flags_default(&f);
      f.generic = true;
      print_operation(ctx, last, &f, &d->msg);
    }
    diag_emit(ctx, d);
    return false;
  }
  return true;
}

static bool verify_op_entry(Operation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (!op->operands[i].value) {
      emit_error(op_context(op), op->loc, "null operand found");
      return false;
    }
  const OpDef *def = op->name->def;
  if (def && def->verify_invariants && !def->verify_invariants(op)) return false;
  if (def && def->verify && !def->verify(op)) return false;
  for (uint32_t i = 0; i < op->num_regions; i++) {
    Region *r = &op->regions[i];
    if (def && (def->traits & TRAIT_GRAPH_REGION) && r->first && r->first != r->last)
      return op_fail(op, "expects graph region #%u to have 0 or 1 blocks", i);
    if (r->first && r->first->uses) {
      emit_error(op_context(op), op->loc, "entry block of region may not have predecessors");
      return false;
    }
  }
  return true;
}

/* SymbolTable's region trait (upstream's detail::verifySymbolTable): one
 * region of one block, unique symbol names, then the symbol uses of the
 * ops nested in it (not entering nested symbol tables), stopping at the
 * first failure. */
static int verify_one_symbol_user(Operation *op, void *root) {
  if (op == root) return WALK_ADVANCE;
  const OpDef *def = op->name->def;
  if (def && def->verify_symbol_uses && !def->verify_symbol_uses(op)) return WALK_INTERRUPT;
  return def && (def->traits & TRAIT_SYMBOL_TABLE) ? WALK_SKIP : WALK_ADVANCE;
}

static bool verify_symbol_table(Operation *op) {
  if (op->num_regions != 1)
    return op_fail(op, "Operations with a 'SymbolTable' must have exactly one region");
  Block *b = op->regions[0].first;
  if (!b || b != op->regions[0].last)
    return op_fail(op, "Operations with a 'SymbolTable' must have exactly one block");
  /* The table maps each name to its first op: any other op with the name
   * redefines it. */
  Context *ctx = op_context(op);
  for (Operation *child = b->first; child; child = child->next) {
    const Ident *id = symbol_name(child);
    Operation *first = id ? symbol_lookup(op, id) : child;
    if (first == child) continue;
    Diag *d = diag_new(ctx, DIAG_ERROR, child->loc);
    if (d) {
      sb_printf(&d->msg, "redefinition of symbol named '%s'", id->str);
      diag_note_current_op(d, child);
      Diag *n = diag_note(ctx, d, first->loc);
      if (n) sb_puts(&n->msg, "see existing symbol definition here");
      diag_emit(ctx, d);
    }
    return false;
  }
  return op_walk(op, verify_one_symbol_user, NULL, op) != WALK_INTERRUPT;
}

static int verify_symbol_table_post(Operation *op, void *user) {
  (void)user;
  const OpDef *def = op->name->def;
  return def && (def->traits & TRAIT_SYMBOL_TABLE) && !verify_symbol_table(op) ? WALK_INTERRUPT
                                                                                : WALK_ADVANCE;
}

/* Upstream checks a symbol table's region invariants once the ops nested
 * in it, isolated ones included, are verified: here after the whole
 * verification, innermost table first. `count` symbol tables were seen. */
static bool verify_symbol_tables(Operation *root, size_t count) {
  if (count == 0) return true;
  if (count == 1 && root->name->def && (root->name->def->traits & TRAIT_SYMBOL_TABLE))
    return verify_symbol_table(root);
  return op_walk(root, NULL, verify_symbol_table_post, NULL) != WALK_INTERRUPT;
}

static bool verify_op_exit(Operation *op) {
  const OpDef *def = op->name->def;
  if (def) return !def->verify_regions || def->verify_regions(op);
  Context *ctx = op_context(op);
  const Ident *n = op->name->name;
  const char *dot = memchr(n->str, '.', n->len);
  size_t dn = dot ? (size_t)(dot - n->str) : n->len;
  const Dialect *d = ctx_lookup_dialect(ctx, n->str, dn);
  if (!d && !ctx->allow_unregistered)
    return op_fail(op, "created with unregistered dialect. If this is intended, please call "
                       "allowUnregisteredDialects() on the MLIRContext, or use "
                       "-allow-unregistered-dialect with the MLIR opt tool used");
  if (d) {
    Diag *dg = diag_new(ctx, DIAG_ERROR, op->loc);
    if (dg)
      sb_printf(&dg->msg, "unregistered operation '%s' found in dialect ('%.*s') that does not "
                          "allow unknown operations", n->str, (int)dn, n->str);
    return dg ? op_emit_with_note(dg, op) : false; /* with the op, as upstream */
  }
  return true;
}

/* ---- worklist --------------------------------------------------------------- */

typedef struct WorkItem {
  void *ptr;
  bool is_block;
  bool exiting;
} WorkItem;

static bool push(Context *ctx, WorkItem **w, size_t *n, size_t *cap, void *p, bool is_block) {
  if (!vec_grow(&ctx->alloc, (void **)w, cap, *n + 1, sizeof **w)) return false;
  (*w)[(*n)++] = (WorkItem){p, is_block, false};
  return true;
}

/* Verifies `root` and what it contains, except the bodies of nested
 * isolated-from-above ops, which are collected in `isolated`; counts the
 * symbol tables met in `tables`. */
static bool verify_structure(Operation *root, PtrVec *isolated, size_t *tables) {
  Context *ctx = op_context(root);
  WorkItem *w = NULL;
  size_t n = 0, cap = 0;
  bool ok = push(ctx, &w, &n, &cap, root, false);
  while (ok && n) {
    WorkItem *top = &w[n - 1];
    if (top->exiting) {
      ok = top->is_block ? verify_block_exit(top->ptr) : verify_op_exit(top->ptr);
      n--;
      continue;
    }
    top->exiting = true;
    void *item = top->ptr;
    if (top->is_block) {
      Block *b = item;
      if (!(ok = verify_block_entry(b))) break;
      for (Operation *o = b->last; o && ok; o = o->prev) {
        if (o->num_regions && op_has_trait(o, TRAIT_ISOLATED_FROM_ABOVE)) {
          /* Upstream verifies these after the parent's other ops. */
          ok = pv_push(&ctx->alloc, isolated, o);
        } else {
          ok = push(ctx, &w, &n, &cap, o, false);
        }
      }
      continue;
    }
    Operation *op = item;
    if (!(ok = verify_op_entry(op))) break;
    if (op->name->def && (op->name->def->traits & TRAIT_SYMBOL_TABLE)) ++*tables;
    for (uint32_t i = op->num_regions; ok && i-- > 0;)
      for (Block *b = op->regions[i].last; b && ok; b = b->prev) ok = push(ctx, &w, &n, &cap, b, true);
  }
  ctx_free(ctx, w);
  return ok;
}

/* ---- dominance ---------------------------------------------------------------- */

/* Dominator sets per region, computed iteratively over the CFG; regions
 * are small in practice, so a bitset per block is fine. */
typedef struct DomInfo {
  PtrMap index;   /* Block* -> position+1 */
  uint64_t **dom; /* dom[b] = bitset of blocks dominating b */
  size_t nblocks, words;
} DomInfo;

static void dom_free(Context *ctx, DomInfo *di) {
  for (size_t i = 0; i < di->nblocks; i++) ctx_free(ctx, di->dom[i]);
  ctx_free(ctx, di->dom);
  pm_free(&ctx->alloc, &di->index);
}

static bool dom_compute(Context *ctx, Region *r, DomInfo *di) {
  memset(di, 0, sizeof *di);
  for (Block *b = r->first; b; b = b->next) pm_put(&ctx->alloc, &di->index, b, ++di->nblocks);
  di->words = (di->nblocks + 63) / 64;
  di->dom = ctx_zalloc(ctx, (di->nblocks + 1) * sizeof *di->dom);
  if (!di->dom) return false;
  size_t i = 0;
  for (Block *b = r->first; b; b = b->next, i++) {
    di->dom[i] = ctx_alloc(ctx, (di->words + 1) * sizeof(uint64_t));
    if (!di->dom[i]) return false;
    memset(di->dom[i], i == 0 ? 0 : 0xff, di->words * sizeof(uint64_t));
    if (i == 0) di->dom[0][0] = 1;
  }
  uint64_t *tmp = ctx_alloc(ctx, (di->words + 1) * sizeof(uint64_t));
  if (!tmp) return false;
  /* Unreachable blocks keep an empty set and are no predecessors: an
   * unreachable cycle would otherwise look dominated by the entry. */
  bool *reach = ctx_zalloc(ctx, di->nblocks + 1);
  Block **stack = ctx_alloc(ctx, (di->nblocks + 1) * sizeof *stack);
  if (!reach || !stack) return false;
  size_t top = 0;
  reach[0] = true;
  stack[top++] = r->first;
  while (top) {
    Operation *term = stack[--top]->last;
    for (uint32_t k = 0; term && k < term->num_successors; k++) {
      uintptr_t si;
      Block *s = term->successors[k].block;
      if (!s || !pm_get(&di->index, s, &si) || reach[si - 1]) continue;
      reach[si - 1] = true;
      stack[top++] = s;
    }
  }
  ctx_free(ctx, stack);
  i = 0;
  for (Block *b = r->first; b; b = b->next, i++)
    if (!reach[i]) memset(di->dom[i], 0, di->words * sizeof(uint64_t));
  bool changed = true;
  while (changed) {
    changed = false;
    i = 0;
    for (Block *b = r->first; b; b = b->next, i++) {
      if (i == 0 || !reach[i]) continue;
      memset(tmp, 0xff, di->words * sizeof(uint64_t));
      for (BlockOperand *u = b->uses; u; u = u->next) {
        uintptr_t pi;
        if (!u->owner->block || !pm_get(&di->index, u->owner->block, &pi) || !reach[pi - 1]) continue;
        for (size_t k = 0; k < di->words; k++) tmp[k] &= di->dom[pi - 1][k];
      }
      tmp[i / 64] |= 1ull << (i % 64);
      if (memcmp(tmp, di->dom[i], di->words * sizeof(uint64_t))) {
        memcpy(di->dom[i], tmp, di->words * sizeof(uint64_t));
        changed = true;
      }
    }
  }
  ctx_free(ctx, tmp);
  ctx_free(ctx, reach);
  return true;
}

/* Reachable blocks are dominated by the entry; a block's own bit says
 * nothing about reachability. */
static bool block_reachable(DomInfo *di, Block *b) {
  uintptr_t ib;
  if (!pm_get(&di->index, b, &ib)) return true;
  return ib == 1 || (di->dom[ib - 1][0] & 1);
}

/* Is block `a` dominating block `b` (same region)? Unreachable blocks are
 * dominated by everything, as upstream. */
static bool block_dominates(DomInfo *di, Block *a, Block *b) {
  uintptr_t ia, ib;
  if (!pm_get(&di->index, a, &ia) || !pm_get(&di->index, b, &ib)) return true;
  if (!block_reachable(di, b)) return true;
  return (di->dom[ib - 1][(ia - 1) / 64] >> ((ia - 1) % 64)) & 1;
}

/* The ancestor of `o` (or `o` itself) that lives directly in region `r`. */
static Operation *ancestor_in(Operation *o, Region *r) {
  while (o && o->block && o->block->parent != r) o = op_parent_op(o);
  return o && o->block && o->block->parent == r ? o : NULL;
}

/* Regions of unregistered ops may be graph regions (upstream's
 * mayBeGraphRegion), so dominance is not required there. */
static bool region_is_graph(const Region *r) {
  return r->parent && (!r->parent->name->def || op_has_trait(r->parent, TRAIT_GRAPH_REGION));
}

typedef struct DomCache {
  PtrMap regions; /* Region* -> DomInfo* */
} DomCache;

static DomInfo *dom_for(Context *ctx, DomCache *dc, Region *r) {
  uintptr_t v;
  if (pm_get(&dc->regions, r, &v)) return (DomInfo *)v;
  DomInfo *di = ctx_alloc(ctx, sizeof *di);
  if (!di || !dom_compute(ctx, r, di)) return NULL;
  pm_put(&ctx->alloc, &dc->regions, r, (uintptr_t)di);
  return di;
}

/* Does `v` dominate its use in `user`? */
static bool value_dominates(Context *ctx, DomCache *dc, Value *v, Operation *user) {
  Region *vr = value_parent_region(v);
  if (!vr) return false;
  Operation *anc = ancestor_in(user, vr);
  if (!anc) return false; /* the use is not inside the value's region */
  if (region_is_graph(vr)) return true;
  Block *vb = v->kind == VALUE_BLOCK_ARG ? v->owner : ((Operation *)v->owner)->block;
  if (anc->block == vb) {
    if (v->kind == VALUE_BLOCK_ARG) return true;
    Operation *def = v->owner;
    if (def != anc && op_is_before_in_block(def, anc)) return true;
    /* Upstream checks no dominance inside unreachable blocks. */
    DomInfo *di = dom_for(ctx, dc, vr);
    return !di || !block_reachable(di, vb);
  }
  DomInfo *di = dom_for(ctx, dc, vr);
  return !di || block_dominates(di, vb, anc->block);
}

static int check_uses(Operation *op, void *user) {
  DomCache *dc = user;
  Context *ctx = op_context(op);
  for (uint32_t i = 0; i < op->num_operands; i++) {
    Value *v = op->operands[i].value;
    if (!v || value_dominates(ctx, dc, v, op)) continue;
    Diag *d = op_error(op, "operand #%u does not dominate this use", i);
    Operation *def = value_defining_op(v);
    Diag *n = diag_note(ctx, d, def ? def->loc : v->loc);
    if (n) sb_puts(&n->msg, "operand defined here");
    if (def && def->block == op->block) sb_puts(&n->msg, " (op in the same block)");
    else if (def && ancestor_in(op, def->block->parent)) sb_puts(&n->msg, " (op in the same region)");
    else if (def) sb_puts(&n->msg, " (op in a parent region)");
    emit_with_op(d, op);
    return WALK_INTERRUPT;
  }
  return WALK_ADVANCE;
}

static bool verify_dominance(Operation *root) {
  Context *ctx = op_context(root);
  DomCache dc = {{0}};
  bool ok = op_walk(root, check_uses, NULL, &dc) != WALK_INTERRUPT;
  for (size_t i = 0; i < dc.regions.cap; i++)
    if (dc.regions.keys[i] && dc.regions.vals[i]) {
      dom_free(ctx, (DomInfo *)dc.regions.vals[i]);
      ctx_free(ctx, (void *)dc.regions.vals[i]);
    }
  pm_free(&ctx->alloc, &dc.regions);
  return ok;
}

bool verify_op(Operation *root) {
  Context *ctx = op_context(root);
  PtrVec work = {0};
  bool ok = pv_push(&ctx->alloc, &work, root);
  /* Isolated ops found inside are verified after their parent's walk, in
   * the order upstream visits them. */
  size_t tables = 0;
  for (size_t i = 0; ok && i < work.len; i++) {
    PtrVec nested = {0};
    ok = verify_structure(work.data[i], &nested, &tables);
    for (size_t k = nested.len; ok && k-- > 0;) ok = pv_push(&ctx->alloc, &work, nested.data[k]);
    pv_free(&ctx->alloc, &nested);
  }
  pv_free(&ctx->alloc, &work);
  return ok && verify_dominance(root) && verify_symbol_tables(root, tables);
}

bool verify_op_quietly(Operation *op) {
  diag_silence_push();
  bool ok = verify_op(op);
  diag_silence_pop();
  return ok;
}
