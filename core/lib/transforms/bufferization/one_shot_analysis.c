/* one_shot_analysis.c: the in-place analysis of One-Shot Bufferize
 * (upstream's OneShotAnalysis.cpp) over the IR one_shot.h describes. */
#include "one_shot.h"
#include "../../dialects/linalg/linalg_structured.h"

static bool is_tensor(const Type *t) { return t && (t->kind == TK_RANKED_TENSOR || t->kind == TK_UNRANKED_TENSOR); }

static unsigned operand_index(const OpOperand *u) { return (unsigned)(u - u->owner->operands); }

bool os_is_tensor_constant(const Operation *op) {
  if (!op_is(op, "arith.constant") || op->num_results != 1) return false;
  const Type *t = op->results[0].type;
  if (t->kind != TK_RANKED_TENSOR) return false;
  for (unsigned i = 0; i < shaped_rank(t); i++)
    if (shaped_dim(t, i) == DYNAMIC_SIZE) return false;
  return true;
}

bool os_supported(const OneShot *s, Operation *op) {
  if (op->block != s->body) return false;
  if (op_is(op, "tensor.empty") || op_is(op, "func.return")) return true;
  if (op_is(op, "arith.constant")) return os_is_tensor_constant(op);
  return linalg_is_structured(op) && linalg_pure_tensor(op) && linalg_body(op) != NULL;
}

bool os_reads(const OneShot *s, OpOperand *u) {
  (void)s;
  Operation *op = u->owner;
  if (op_is(op, "func.return")) return true;
  if (!linalg_is_structured(op)) return false;
  Block *b = linalg_body(op);
  unsigned i = operand_index(u);
  /* payloadUsesValueFromOperand */
  return b && i < b->nargs && b->args[i]->uses != NULL;
}

bool os_writes(const OneShot *s, OpOperand *u) {
  Operation *op = u->owner;
  /* Outside function boundaries func.return is an op the analysis does
   * not know: it may write its operands. */
  if (op_is(op, "func.return")) return !s->boundaries;
  if (!linalg_is_structured(op)) return false;
  unsigned nins, ninits;
  linalg_ins_inits(op, &nins, &ninits);
  return operand_index(u) >= nins;
}

Value *os_aliasing_result(OpOperand *u) {
  Operation *op = u->owner;
  if (!linalg_is_structured(op)) return NULL;
  unsigned nins, ninits, i = operand_index(u);
  linalg_ins_inits(op, &nins, &ninits);
  return i >= nins && i - nins < op->num_results ? &op->results[i - nins] : NULL;
}

/* The init a linalg result is tied to, or NULL. */
static OpOperand *aliasing_operand(Value *v) {
  if (v->kind != VALUE_RESULT) return NULL;
  Operation *op = v->owner;
  if (!linalg_is_structured(op)) return NULL;
  unsigned nins, ninits;
  linalg_ins_inits(op, &nins, &ninits);
  return nins + v->index < op->num_operands ? &op->operands[nins + v->index] : NULL;
}

bool os_in_place(const OneShot *s, OpOperand *u) {
  uintptr_t d;
  return pm_get(&s->decision, u, &d) && d == DECIDED_IN_PLACE;
}

static Value *find(const PtrMap *m, Value *v) {
  uintptr_t p;
  while (pm_get(m, v, &p) && (Value *)p != v) v = (Value *)p;
  return v;
}

Value *os_alias_root(const OneShot *s, Value *v) { return find(&s->alias, v); }
Value *os_equiv_root(const OneShot *s, Value *v) { return find(&s->equiv, v); }

static void unite(OneShot *s, PtrMap *m, Value *a, Value *b) {
  Value *ra = find(m, a), *rb = find(m, b);
  if (ra != rb && !pm_put(&s->ctx->alloc, m, rb, (uintptr_t)ra)) s->oom = true;
}

/* ---- the uses that read or write an alias set ---------------------------- */

typedef struct Uses {
  OpOperand **v;
  size_t n, cap;
} Uses;

static void uses_add(OneShot *s, Uses *u, OpOperand *o) {
  for (size_t i = 0; i < u->n; i++)
    if (u->v[i] == o) return;
  if (!vec_grow(&s->ctx->alloc, (void **)&u->v, &u->cap, u->n + 1, sizeof *u->v)) {
    s->oom = true;
    return;
  }
  u->v[u->n++] = o;
}

static void uses_free(OneShot *s, Uses *u) { ctx_free(s->ctx, u->v); }

/* getAliasingReads (reads) or getAliasingInplaceWrites (!reads) of the
 * alias set of `root`. */
static void aliasing_uses(OneShot *s, Value *root, bool reads, Uses *out) {
  Value *r = os_alias_root(s, root);
  for (size_t i = 0; i < s->values.len; i++) {
    Value *v = s->values.data[i];
    if (os_alias_root(s, v) != r) continue;
    for (OpOperand *u = v->uses; u; u = u->next)
      if (reads ? os_reads(s, u) : os_in_place(s, u) && os_writes(s, u)) uses_add(s, out, u);
  }
}

/* happensBefore within the function's block. */
static bool happens_before(Operation *a, Operation *b) {
  return a != b && a->block == b->block && op_is_before_in_block(a, b);
}

/* bufferizesToElementwiseAccess of linalg ops: all loops parallel and the
 * two operands indexed by identity maps. */
static bool elementwise(Operation *op, OpOperand *a, OpOperand *b) {
  if (!linalg_is_structured(op)) return false;
  unsigned n = linalg_num_loops(op);
  uint8_t its[MAX_STACK_RANK];
  if (n > MAX_STACK_RANK || !linalg_iterator_types(op, its)) return false;
  for (unsigned i = 0; i < n; i++)
    if (its[i] != LINALG_PARALLEL) return false;
  const AffineMap *ma = linalg_indexing_map(op, operand_index(a));
  const AffineMap *mb = linalg_indexing_map(op, operand_index(b));
  return ma && mb && affine_map_is_identity(ma) && affine_map_is_identity(mb);
}

/* hasEquivalentValueInReverseUseDefChain: `other` is reached from
 * `start`'s value through equivalent aliasing operands. */
static bool equivalent_in_chain(OpOperand *start, Value *other) {
  for (Value *v = start->value; v;) {
    if (v == other) return true;
    OpOperand *o = aliasing_operand(v);
    v = o ? o->value : NULL;
  }
  return false;
}

/* findDefinitions: the values whose writes a read of `v` sees. Within the
 * supported IR the chain stops at once: a linalg result is written by its
 * op and a function argument is a definition; tensor.empty defines no
 * contents. */
static Value *definition(Value *v) {
  if (v->kind == VALUE_BLOCK_ARG) return v;
  return aliasing_operand(v) ? v : NULL;
}

/* hasReadAfterWriteInterference */
static bool raw_conflict(OneShot *s, const Uses *reads, const Uses *writes) {
  for (size_t i = 0; i < reads->n; i++) {
    OpOperand *ur = reads->v[i];
    Operation *rop = ur->owner;
    Value *def = definition(ur->value);
    for (size_t j = 0; j < writes->n; j++) {
      OpOperand *uw = writes->v[j];
      Operation *wop = uw->owner;
      if (rop == wop && elementwise(rop, ur, uw) &&
          (equivalent_in_chain(ur, uw->value) || equivalent_in_chain(uw, ur->value)))
        continue;
      if (happens_before(rop, wop) || uw == ur || !def) continue;
      if (def->kind == VALUE_RESULT) {
        if (happens_before(wop, def->owner)) continue;
      } else if (wop->block != def->owner) {
        continue;
      }
      if (os_aliasing_result(uw) == def) continue;
      (void)s;
      return true;
    }
  }
  return false;
}

/* isWritable: constants never; function arguments only when the boundaries are bufferized
 * (and not marked `bufferization.writable = false`). */
static bool writable(const OneShot *s, Value *v) {
  if (v->kind != VALUE_BLOCK_ARG) return !os_is_tensor_constant(v->owner);
  if (!s->boundaries) return false;
  const Attr *arg_attrs = op_get_attr(s->func, "arg_attrs", 9);
  if (!arg_attrs || arg_attrs->kind != AK_ARRAY || v->index >= arg_attrs->n) return true;
  const Attr *w = dict_lookup(WORD_PTR(const Attr, arg_attrs->p[v->index]), "bufferization.writable", 22);
  return !(w && w == attr_bool(s->ctx, false));
}

/* hasPrecedingAliasingNonWritableTensor, `current` assumed in place. */
static bool non_writable_before(const OneShot *s, Value *v, OpOperand *current) {
  while (v) {
    if (!writable(s, v)) return true;
    OpOperand *o = aliasing_operand(v);
    v = o && (os_in_place(s, o) || o == current) ? o->value : NULL;
  }
  return false;
}

/* The reads and in-place writes of `u`'s value and aliasing result, and
 * `u` itself when it writes. */
static void gather(OneShot *s, OpOperand *u, Uses *reads, Uses *writes) {
  Value *r = os_aliasing_result(u);
  if (reads) aliasing_uses(s, u->value, true, reads);
  aliasing_uses(s, u->value, false, writes);
  if (r) {
    if (reads) aliasing_uses(s, r, true, reads);
    aliasing_uses(s, r, false, writes);
  }
  if (os_writes(s, u)) uses_add(s, writes, u);
}

static bool conflicts(OneShot *s, OpOperand *u) {
  Uses reads = {0}, writes = {0};
  gather(s, u, NULL, &writes);
  bool found = false;
  for (size_t i = 0; i < writes.n && !found; i++) found = non_writable_before(s, writes.v[i]->value, u);
  uses_free(s, &writes);
  if (found) return true;
  writes = (Uses){0};
  gather(s, u, &reads, &writes);
  found = raw_conflict(s, &reads, &writes);
  uses_free(s, &reads);
  uses_free(s, &writes);
  return found;
}

/* bufferizableInPlaceAnalysisImpl; with copy-before-write every write is
 * out of place but those into a new tensor.empty. */
static void decide(OneShot *s, OpOperand *u) {
  bool out = s->copy_before_write ? os_writes(s, u) && !def_is(u->value, "tensor.empty") : conflicts(s, u);
  if (!pm_put(&s->ctx->alloc, &s->decision, u, out ? DECIDED_OUT_OF_PLACE : DECIDED_IN_PLACE)) s->oom = true;
  Value *r = out ? NULL : os_aliasing_result(u);
  if (r) {
    unite(s, &s->alias, u->value, r);
    unite(s, &s->equiv, u->value, r);
  }
}

bool os_value_read(const OneShot *s, Value *v) {
  /* isValueRead: a use reads (linalg ops and func.return read or write, so
   * no use merely aliases) */
  for (OpOperand *u = v->uses; u; u = u->next)
    if (os_reads(s, u)) return true;
  return false;
}

bool os_value_written(const OneShot *s, Value *v) {
  Value *root = os_alias_root(s, v);
  for (size_t i = 0; i < s->values.len; i++) {
    Value *a = s->values.data[i];
    if (os_alias_root(s, a) != root) continue;
    for (OpOperand *u = a->uses; u; u = u->next)
      if (os_in_place(s, u) && os_writes(s, u)) return true;
  }
  return false;
}

bool os_analyze(OneShot *s) {
  Allocator *a = &s->ctx->alloc;
  for (unsigned i = 0; i < s->body->nargs; i++)
    if (is_tensor(s->body->args[i]->type) && !pv_push(a, &s->values, s->body->args[i])) return false;
  for (Operation *op = s->body->first; op; op = op->next) {
    bool tensors = false;
    for (unsigned i = 0; i < op->num_results; i++)
      if (is_tensor(op->results[i].type)) {
        tensors = true;
        if (!pv_push(a, &s->values, &op->results[i])) return false;
      }
    for (unsigned i = 0; i < op->num_operands && !tensors; i++) tensors = is_tensor(op->operands[i].value->type);
    if (tensors && !pv_push(a, &s->ops, op)) return false;
  }
  /* bottom-up: the ops in reverse, each operand in order */
  for (size_t k = s->ops.len; k-- > 0 && !s->oom;) {
    Operation *op = s->ops.data[k];
    for (unsigned i = 0; i < op->num_operands; i++)
      if (is_tensor(op->operands[i].value->type)) decide(s, &op->operands[i]);
  }
  return !s->oom;
}

void os_free(OneShot *s) {
  Allocator *a = &s->ctx->alloc;
  pm_free(a, &s->decision);
  pm_free(a, &s->alias);
  pm_free(a, &s->equiv);
  pv_free(a, &s->values);
  pv_free(a, &s->ops);
}
