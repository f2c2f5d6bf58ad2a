/* dealloc_patterns.c: the canonicalization patterns of bufferization.dealloc
 * (upstream's populateDeallocOpCanonicalizationPatterns): duplicate
 * memrefs merge their conditions, duplicate retained values share a
 * result, a dealloc of nothing becomes `false`, never-true conditions and
 * extract_strided_metadata of fresh allocations go, and an allocation
 * whose only use is the dealloc goes with its entry. */
#include "../dialects.h"
#include "../utils/dialect_util.h"

/* The operands of the dealloc's three groups. */
typedef struct DeallocParts {
  Value **memrefs, **conds, **retained;
  unsigned n, nretained;
} DeallocParts;

static bool parts_of(Context *ctx, const Operation *op, DeallocParts *p) {
  unsigned ms, mc, cs, cc, rs, rc;
  du_operands(op, "memrefs", &ms, &mc);
  du_operands(op, "conditions", &cs, &cc);
  du_operands(op, "retained", &rs, &rc);
  if (mc != cc) return false;
  Value **all = ctx_alloc(ctx, (2 * mc + rc + 1) * sizeof *all);
  if (!all) return false;
  p->memrefs = all;
  p->conds = all + mc;
  p->retained = all + 2 * mc;
  p->n = mc;
  p->nretained = rc;
  for (unsigned i = 0; i < mc; i++) {
    p->memrefs[i] = op->operands[ms + i].value;
    p->conds[i] = op->operands[cs + i].value;
  }
  for (unsigned i = 0; i < rc; i++) p->retained[i] = op->operands[rs + i].value;
  return true;
}

static void parts_free(Context *ctx, DeallocParts *p) { ctx_free(ctx, p->memrefs); }

static const Attr *segments(Context *ctx, unsigned n, unsigned nretained) {
  int32_t seg[3] = {(int32_t)n, (int32_t)n, (int32_t)nretained};
  return attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), 3, seg, sizeof seg);
}

/* updateDeallocIfChanged: the new memref and condition lists (the first
 * `n` of `memrefs` and `conds`) replace the old ones in place; false
 * when nothing changes. */
static bool update_if_changed(Rewriter *rw, Operation *op, const DeallocParts *old, Value **memrefs, Value **conds,
                              unsigned n) {
  bool same = n == old->n;
  for (unsigned i = 0; same && i < n; i++) same = memrefs[i] == old->memrefs[i] && conds[i] == old->conds[i];
  if (same) return false;
  Context *ctx = rw->ctx;
  const Attr *seg = segments(ctx, n, old->nretained);
  Value **ops = ctx_alloc(ctx, (2 * n + old->nretained + 1) * sizeof *ops);
  if (!ops || !seg) {
    ctx_free(ctx, ops);
    return false;
  }
  for (unsigned i = 0; i < n; i++) {
    ops[i] = memrefs[i];
    ops[n + i] = conds[i];
  }
  for (unsigned i = 0; i < old->nretained; i++) ops[2 * n + i] = old->retained[i];
  rw_start_modification(rw, op);
  op_set_operands(op, 2 * n + old->nretained, ops);
  op_set_attr(op, ident_cstr(ctx, "operandSegmentSizes"), seg);
  rw_modified(rw, op);
  ctx_free(ctx, ops);
  return true;
}

/* DeallocRemoveDuplicateDeallocMemrefs: a memref listed twice is
 * deallocated under the disjunction of its conditions. */
static bool remove_duplicate_memrefs(Rewriter *rw, Operation *op) {
  DeallocParts p;
  if (!parts_of(rw->ctx, op, &p)) return false;
  Value **mem = ctx_alloc(rw->ctx, (2 * p.n + 1) * sizeof *mem);
  bool changed = false;
  if (mem) {
    Value **cond = mem + p.n;
    unsigned k = 0;
    rw_set_before(rw, op);
    for (unsigned i = 0; i < p.n; i++) {
      unsigned j = 0;
      while (j < k && mem[j] != p.memrefs[i]) j++;
      if (j == k) {
        mem[k] = p.memrefs[i];
        cond[k++] = p.conds[i];
        continue;
      }
      if (cond[j] == p.conds[i]) continue;
      Value *both[2] = {cond[j], p.conds[i]};
      const Type *i1 = type_integer(rw->ctx, 1, SIGNLESS);
      Operation *ori = rw_build(rw, "arith.ori", op->loc, 2, both, 1, &i1, 0, NULL);
      if (!ori) break;
      cond[j] = &ori->results[0];
    }
    changed = update_if_changed(rw, op, &p, mem, cond, k);
  }
  ctx_free(rw->ctx, mem);
  parts_free(rw->ctx, &p);
  return changed;
}

/* DeallocRemoveDuplicateRetainedMemrefs: a new dealloc retains each value
 * once; the results of duplicates are the kept entry's. */
static bool remove_duplicate_retained(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  DeallocParts p;
  if (!parts_of(ctx, op, &p)) return false;
  unsigned nr = p.nretained, k = 0;
  Value **ops = ctx_alloc(ctx, (2 * p.n + nr + 1) * sizeof *ops);
  unsigned *index = ctx_alloc(ctx, (nr + 1) * sizeof *index);
  const Type **types = ctx_alloc(ctx, (nr + 1) * sizeof *types);
  Value **repl = ctx_alloc(ctx, (nr + 1) * sizeof *repl);
  bool changed = false;
  if (!ops || !index || !types || !repl) goto done;
  for (unsigned i = 0; i < p.n; i++) {
    ops[i] = p.memrefs[i];
    ops[p.n + i] = p.conds[i];
  }
  Value **kept = ops + 2 * p.n;
  for (unsigned i = 0; i < nr; i++) {
    unsigned j = 0;
    while (j < k && kept[j] != p.retained[i]) j++;
    if (j == k) kept[k++] = p.retained[i];
    index[i] = j;
  }
  if (k == nr) goto done;
  for (unsigned i = 0; i < k; i++) types[i] = type_integer(ctx, 1, SIGNLESS);
  NamedAttr seg = named(ctx, "operandSegmentSizes", segments(ctx, p.n, k));
  rw_set_before(rw, op);
  Operation *nd = rw_build(rw, "bufferization.dealloc", op->loc, 2 * p.n + k, ops, k, types, 1, &seg);
  if (!nd) goto done;
  for (unsigned i = 0; i < nr; i++) repl[i] = &nd->results[index[i]];
  rw_replace_op(rw, op, repl);
  changed = true;
done:
  ctx_free(ctx, ops);
  ctx_free(ctx, index);
  ctx_free(ctx, types);
  ctx_free(ctx, repl);
  parts_free(ctx, &p);
  return changed;
}

/* EraseEmptyDealloc: with nothing to deallocate every retained value's
 * condition is `false`. */
static bool erase_empty(Rewriter *rw, Operation *op) {
  unsigned s, n;
  du_operands(op, "memrefs", &s, &n);
  if (n) return false;
  Context *ctx = rw->ctx;
  const Type *i1 = type_integer(ctx, 1, SIGNLESS);
  NamedAttr v = named(ctx, "value", attr_bool(ctx, false));
  rw_set_before(rw, op);
  Operation *f = rw_build(rw, "arith.constant", op->loc, 0, NULL, 1, &i1, 1, &v);
  Value **repl = ctx_alloc(ctx, (op->num_results + 1) * sizeof *repl);
  if (!f || !repl) {
    ctx_free(ctx, repl);
    return false;
  }
  for (unsigned i = 0; i < op->num_results; i++) repl[i] = &f->results[0];
  rw_replace_op(rw, op, repl);
  ctx_free(ctx, repl);
  return true;
}

static bool is_false(const Value *v) {
  int64_t x;
  return iface_value_const_int(v, &x) && x == 0;
}

/* EraseAlwaysFalseDealloc. */
static bool erase_always_false(Rewriter *rw, Operation *op) {
  DeallocParts p;
  if (!parts_of(rw->ctx, op, &p)) return false;
  Value **mem = ctx_alloc(rw->ctx, (2 * p.n + 1) * sizeof *mem);
  bool changed = false;
  if (mem) {
    Value **cond = mem + p.n;
    unsigned k = 0;
    for (unsigned i = 0; i < p.n; i++)
      if (!is_false(p.conds[i])) {
        mem[k] = p.memrefs[i];
        cond[k++] = p.conds[i];
      }
    changed = update_if_changed(rw, op, &p, mem, cond, k);
  }
  ctx_free(rw->ctx, mem);
  parts_free(rw->ctx, &p);
  return changed;
}

/* Ops with an Allocate effect on their result. */
static bool allocates(const Operation *op) {
  return op && (op_is(op, "memref.alloc") || op_is(op, "memref.alloca") || op_is(op, "memref.realloc") ||
                op_is(op, "bufferization.clone"));
}
/* ... and no other effect. */
static bool only_allocates(const Operation *op) {
  return op && (op_is(op, "memref.alloc") || op_is(op, "memref.alloca"));
}

/* SkipExtractMetadataOfAlloc: the base buffer of a fresh allocation is
 * the allocation itself. */
static bool skip_extract_metadata(Rewriter *rw, Operation *op) {
  DeallocParts p;
  if (!parts_of(rw->ctx, op, &p)) return false;
  Value **mem = ctx_alloc(rw->ctx, (p.n + 1) * sizeof *mem);
  bool changed = false;
  if (mem) {
    for (unsigned i = 0; i < p.n; i++) {
      Operation *md = def_is(p.memrefs[i], "memref.extract_strided_metadata");
      Value *src = md ? md->operands[0].value : NULL;
      mem[i] = src && allocates(value_defining_op(src)) ? src : p.memrefs[i];
    }
    changed = update_if_changed(rw, op, &p, mem, p.conds, p.n);
  }
  ctx_free(rw->ctx, mem);
  parts_free(rw->ctx, &p);
  return changed;
}

/* RemoveAllocDeallocPairWhenNoOtherUsers. */
static bool remove_alloc_dealloc_pair(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  DeallocParts p;
  if (!parts_of(ctx, op, &p)) return false;
  Value **mem = ctx_alloc(ctx, (2 * p.n + 1) * sizeof *mem);
  Operation **dead = ctx_alloc(ctx, (p.n + 1) * sizeof *dead);
  bool changed = false;
  if (mem && dead) {
    Value **cond = mem + p.n;
    unsigned k = 0, ndead = 0;
    for (unsigned i = 0; i < p.n; i++) {
      Operation *a = value_defining_op(p.memrefs[i]);
      if (only_allocates(a) && value_has_one_use(p.memrefs[i])) {
        dead[ndead++] = a;
        continue;
      }
      mem[k] = p.memrefs[i];
      cond[k++] = p.conds[i];
    }
    changed = update_if_changed(rw, op, &p, mem, cond, k);
    for (unsigned i = 0; changed && i < ndead; i++) rw_erase_op(rw, dead[i]);
  }
  ctx_free(ctx, mem);
  ctx_free(ctx, dead);
  parts_free(ctx, &p);
  return changed;
}

#define DEALLOC_PATTERN(NAME, FN) \
  static const Pattern NAME = {.root = "bufferization.dealloc", .benefit = 1, .match_and_rewrite = FN, .debug_name = #NAME}
DEALLOC_PATTERN(DeallocRemoveDuplicateDeallocMemrefs, remove_duplicate_memrefs);
DEALLOC_PATTERN(DeallocRemoveDuplicateRetainedMemrefs, remove_duplicate_retained);
DEALLOC_PATTERN(EraseEmptyDealloc, erase_empty);
DEALLOC_PATTERN(EraseAlwaysFalseDealloc, erase_always_false);
DEALLOC_PATTERN(SkipExtractMetadataOfAlloc, skip_extract_metadata);
DEALLOC_PATTERN(RemoveAllocDeallocPairWhenNoOtherUsers, remove_alloc_dealloc_pair);

const Pattern *const BUFFERIZATION_DEALLOC_PATTERNS[] = {
    &DeallocRemoveDuplicateDeallocMemrefs, &DeallocRemoveDuplicateRetainedMemrefs, &EraseEmptyDealloc,
    &EraseAlwaysFalseDealloc, &SkipExtractMetadataOfAlloc, &RemoveAllocDeallocPairWhenNoOtherUsers, NULL,
};
