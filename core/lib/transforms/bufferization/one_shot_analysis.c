/* one_shot_analysis.c: the in-place analysis of One-Shot Bufferize
 * (upstream's OneShotAnalysis.cpp) over the IR one_shot.h describes. */
#include "one_shot.h"

static bool is_tensor(const Type *t) { return os_is_tensor(t); }


bool os_supported(const OneShot *s, Operation *op) {
  return op->block == s->body && os_hooks(op) != NULL;
}

bool os_reads(const OneShot *s, OpOperand *u) {
  /* Outside function boundaries func.return is an op the analysis does
   * not know: it reads and may write its operands. */
  if (op_is(u->owner, "func.return")) return true;
  const BufferizableHooks *h = os_hooks(u->owner);
  /* an unknown op (allow-unknown-ops) may read and write its operands */
  if (!h) return s->allow_unknown;
  return h->reads && h->reads(u);
}

bool os_writes(const OneShot *s, OpOperand *u) {
  if (op_is(u->owner, "func.return")) return !s->boundaries;
  const BufferizableHooks *h = os_hooks(u->owner);
  if (!h) return s->allow_unknown;
  return h->writes && h->writes(u);
}

Value *os_aliasing_result(OpOperand *u, bool *equiv) {
  const BufferizableHooks *h = os_hooks(u->owner);
  bool e = false;
  Value *r = h && h->aliasing_result ? h->aliasing_result(u, &e) : NULL;
  if (equiv) *equiv = r && e;
  return r;
}

OpOperand *os_aliasing_operand(Value *v) {
  if (v->kind != VALUE_RESULT) return NULL;
  const BufferizableHooks *h = os_hooks(v->owner);
  return h && h->aliasing_operand ? h->aliasing_operand(v) : NULL;
}

static OpOperand *aliasing_operand(Value *v) { return os_aliasing_operand(v); }

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

static bool elementwise(Operation *op, OpOperand *a, OpOperand *b) {
  const BufferizableHooks *h = os_hooks(op);
  return h && h->elementwise && h->elementwise(op, a, b);
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

/* resultBufferizesToMemoryWrite, with upstream's default. */
static bool result_writes(OneShot *s, Value *v) {
  const BufferizableHooks *h = os_hooks(v->owner);
  if (h && h->result_writes) return h->result_writes(v);
  OpOperand *o = aliasing_operand(v);
  return !o || os_writes(s, o);
}

/* findDefinitions: the value whose write a read of `v` sees, following
 * the reverse use-def chain through aliasing operands; NULL when the
 * contents are undefined (tensor.empty). Function arguments are
 * definitions. */
static Value *definition(OneShot *s, Value *v) {
  for (unsigned guard = 0; v && guard < 1024; guard++) {
    if (v->kind == VALUE_BLOCK_ARG || result_writes(s, v)) return v;
    OpOperand *o = aliasing_operand(v);
    v = o ? o->value : NULL;
  }
  return NULL;
}

/* hasReadAfterWriteInterference */
static bool raw_conflict(OneShot *s, const Uses *reads, const Uses *writes) {
  for (size_t i = 0; i < reads->n; i++) {
    OpOperand *ur = reads->v[i];
    Operation *rop = ur->owner;
    Value *def = definition(s, ur->value);
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
      if (os_aliasing_result(uw, NULL) == def) continue;
      return true;
    }
  }
  return false;
}

/* isWritable: constants never; function arguments only when the boundaries are bufferized
 * (and not marked `bufferization.writable = false`). */
static bool writable(const OneShot *s, Value *v) {
  if (v->kind != VALUE_BLOCK_ARG) {
    /* a result of an unknown op is not writable */
    const BufferizableHooks *h = os_hooks(v->owner);
    return h && (!h->writable || h->writable(v));
  }
  if (!s->boundaries) return false;
  const Attr *arg_attrs = op_get_attr(s->func, "arg_attrs", 9);
  if (!arg_attrs || arg_attrs->kind != AK_ARRAY || v->index >= arg_attrs->n) return true;
  const Attr *w = dict_lookup(WORD_PTR(const Attr, arg_attrs->p[v->index]), "bufferization.writable", 22);
  return !(w && w == attr_bool(s->ctx, false));
}

/* hasPrecedingAliasingNonWritableTensor, `current` assumed in place. */
static bool non_writable_before(const OneShot *s, Value *v, OpOperand *current, unsigned depth) {
  if (!writable(s, v)) return true;
  if (v->kind != VALUE_RESULT || depth > 64) return false;
  /* every aliasing operand (an arith.select has two), in place or assumed */
  Operation *op = v->owner;
  for (unsigned i = 0; i < op->num_operands; i++) {
    OpOperand *o = &op->operands[i];
    if (is_tensor(o->value->type) && (os_in_place(s, o) || o == current) && os_aliasing_result(o, NULL) == v &&
        non_writable_before(s, o->value, current, depth + 1))
      return true;
  }
  return false;
}

/* The reads and in-place writes of `u`'s value and aliasing result, and
 * `u` itself when it writes. */
static void gather(OneShot *s, OpOperand *u, Uses *reads, Uses *writes) {
  Value *r = os_aliasing_result(u, NULL);
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
  for (size_t i = 0; i < writes.n && !found; i++) found = non_writable_before(s, writes.v[i]->value, u, 0);
  uses_free(s, &writes);
  if (found) return true;
  writes = (Uses){0};
  gather(s, u, &reads, &writes);
  found = raw_conflict(s, &reads, &writes);
  uses_free(s, &reads);
  uses_free(s, &writes);
  return found;
}

/* With copy-before-write every write is out of place but non-reading
 * writes into a tensor.empty (as mlir-opt 22 does). */
static bool cbw_out_of_place(OneShot *s, OpOperand *u) {
  if (!os_writes(s, u)) return false;
  return !(def_is(u->value, "tensor.empty") && !os_reads(s, u));
}

/* bufferizableInPlaceAnalysisImpl. */
static void decide(OneShot *s, OpOperand *u) {
  bool out = s->copy_before_write ? cbw_out_of_place(s, u) : conflicts(s, u);
  if (!pm_put(&s->ctx->alloc, &s->decision, u, out ? DECIDED_OUT_OF_PLACE : DECIDED_IN_PLACE)) s->oom = true;
  bool equiv = false;
  Value *r = out ? NULL : os_aliasing_result(u, &equiv);
  if (r) {
    unite(s, &s->alias, u->value, r);
    if (equiv) unite(s, &s->equiv, u->value, r);
  }
}

/* isValueRead: a use reads, or a result the use only aliases (it neither
 * reads nor writes) is read. */
static bool value_read(const OneShot *s, Value *v, unsigned depth) {
  for (OpOperand *u = v->uses; u; u = u->next) {
    if (os_reads(s, u)) return true;
    Value *r = depth < 64 && !os_writes(s, u) ? os_aliasing_result(u, NULL) : NULL;
    if (r && value_read(s, r, depth + 1)) return true;
  }
  return false;
}

bool os_value_read(const OneShot *s, Value *v) { return value_read(s, v, 0); }

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
    if (tensors && (!pv_push(a, &s->ops, op) || !pv_push(a, &s->hooks, (void *)os_hooks(op)))) return false;
  }
  /* bottom-up: the ops in reverse, each operand in order */
  for (size_t k = s->ops.len; k-- > 0 && !s->oom;) {
    Operation *op = s->ops.data[k];
    if (!s->hooks.data[k]) continue; /* unknown ops are not analyzed */
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
  pv_free(a, &s->hooks);
}
