/* operation.c: creating, linking and destroying operations, and the use
 * lists of values and blocks. An operation is one allocation holding its
 * results, operands, successors and regions. The functions that link and
 * unlink ops and blocks, and those that change attributes, are the only
 * writers of that structure: they keep built symbol tables current. */
#include "ir.h"

/* The region whose built symbol table covers the ops of `b`: a table
 * covers its region's first block, as upstream's. */
static inline Region *symtab_region(const Block *b) {
  Region *r = b ? b->parent : NULL;
  return r && r->first == b && region_has_symtab(r) ? r : NULL;
}

/* ---- use lists --------------------------------------------------------- */

static void use_unlink(OpOperand *o) {
  if (!o->value) return;
  *o->prev = o->next;
  if (o->next) o->next->prev = o->prev;
  o->value = NULL;
  o->next = NULL;
  o->prev = NULL;
}

void operand_set(OpOperand *o, Value *v) {
  use_unlink(o);
  if (!v) return;
  /* New uses go to the front of the list, as upstream. */
  o->value = v;
  o->next = v->uses;
  if (v->uses) v->uses->prev = &o->next;
  o->prev = &v->uses;
  v->uses = o;
}

void value_replace_all_uses(Value *from, Value *to) {
  while (from->uses) operand_set(from->uses, to);
}

Operation *value_defining_op(const Value *v) {
  return v->kind == VALUE_RESULT ? (Operation *)v->owner : NULL;
}

const Loc *value_loc(const Value *v) {
  return v->kind == VALUE_RESULT ? ((const Operation *)v->owner)->loc : v->loc;
}

Region *value_parent_region(const Value *v) {
  if (v->kind == VALUE_BLOCK_ARG) return ((Block *)v->owner)->parent;
  if (v->kind == VALUE_RESULT) {
    Operation *op = v->owner;
    return op->block ? op->block->parent : NULL;
  }
  return NULL;
}

static void succ_set(BlockOperand *s, Block *b) {
  if (s->block) {
    *s->prev = s->next;
    if (s->next) s->next->prev = s->prev;
  }
  s->block = b;
  s->next = NULL;
  s->prev = NULL;
  if (!b) return;
  s->next = b->uses;
  if (b->uses) b->uses->prev = &s->next;
  s->prev = &b->uses;
  b->uses = s;
}

/* ---- operation state ---------------------------------------------------- */

void opstate_init(OperationState *st, Context *ctx, const OpName *name,
                  const Loc *loc) {
  memset(st, 0, sizeof *st);
  st->ctx = ctx;
  st->name = name;
  st->loc = loc ? loc : ctx->l_unknown;
}

void opstate_free(OperationState *st) {
  Context *ctx = st->ctx;
  for (size_t i = 0; i < st->num_regions; i++) region_destroy(st->regions[i]);
  ctx_free(ctx, st->operands);
  ctx_free(ctx, st->types);
  ctx_free(ctx, st->attrs);
  ctx_free(ctx, st->successors);
  ctx_free(ctx, st->regions);
  Context *keep = st->ctx;
  memset(st, 0, sizeof *st);
  st->ctx = keep;
}

#define STATE_PUSH(st, arr, num, cap, v)                                       \
  (vec_grow(&(st)->ctx->alloc, (void **)&(st)->arr, &(st)->cap,                \
            (st)->num + 1, sizeof *(st)->arr)                                  \
       ? ((st)->arr[(st)->num++] = (v), true)                                  \
       : false)

bool opstate_add_operand(OperationState *st, Value *v) {
  return STATE_PUSH(st, operands, num_operands, cap_operands, v);
}
bool opstate_add_type(OperationState *st, const Type *t) {
  return STATE_PUSH(st, types, num_types, cap_types, t);
}
bool opstate_add_attr(OperationState *st, const Ident *name, const Attr *v) {
  return STATE_PUSH(st, attrs, num_attrs, cap_attrs, ((NamedAttr){name, v}));
}
bool opstate_add_successor(OperationState *st, Block *b) {
  return STATE_PUSH(st, successors, num_successors, cap_successors, b);
}
Region *opstate_add_region(OperationState *st) {
  Region *r = region_create(&st->ctx->alloc);
  if (!r) return NULL;
  if (!STATE_PUSH(st, regions, num_regions, cap_regions, r)) {
    region_destroy(r);
    return NULL;
  }
  return r;
}

/* ---- create / destroy ---------------------------------------------------- */

bool op_is_inherent_attr(const Operation *op, const char *name, size_t n) {
  const OpDef *def = op->name->def;
  if (!def || !def->inherent_attrs) return false;
  for (const char *const *a = def->inherent_attrs; *a; a++)
    if (strlen(*a) == n && memcmp(*a, name, n) == 0) return true;
  return false;
}

/* Splits the state's attributes into properties (inherent attributes of a
 * registered op) and the discardable dictionary. */
static bool build_attr_dicts(OperationState *st, Operation *op) {
  Context *ctx = st->ctx;
  size_t n = st->num_attrs;
  NamedAttr *inh = ctx_alloc(ctx, (n + 1) * sizeof *inh);
  NamedAttr *dis = ctx_alloc(ctx, (n + 1) * sizeof *dis);
  bool ok = false;
  if (!inh || !dis) goto done;
  size_t ni = 0, nd = 0;
  /* Properties given directly (`<{...}>`) come first; attributes in the
   * dictionary that name an inherent attribute join them. */
  const Attr *props = st->props;
  for (size_t i = 0; i < n; i++) {
    const NamedAttr *a = &st->attrs[i];
    if (op_is_inherent_attr(op, a->name->str, a->name->len) &&
        !dict_lookup(props, a->name->str, a->name->len))
      inh[ni++] = *a;
    else
      dis[nd++] = *a;
  }
  const Ident *dup;
  if (ni) {
    if (props) {
      NamedAttr *all = ctx_alloc(ctx, (ni + dict_size(props)) * sizeof *all);
      if (!all) goto done;
      for (size_t i = 0; i < dict_size(props); i++)
        all[i] = (NamedAttr){dict_name(props, i), dict_value(props, i)};
      memcpy(all + dict_size(props), inh, ni * sizeof *inh);
      op->props = attr_dictionary(ctx, ni + dict_size(props), all, &dup);
      ctx_free(ctx, all);
    } else {
      op->props = attr_dictionary(ctx, ni, inh, &dup);
    }
    if (!op->props) goto dupfail;
  } else {
    op->props = props;
  }
  op->attrs = nd ? attr_dictionary(ctx, nd, dis, &dup) : NULL;
  if (nd && !op->attrs) goto dupfail;
  ok = true;
  goto done;
dupfail:
  if (dup)
    emit_error(ctx, st->loc, "attribute '%s' occurs more than once in the attribute list", dup->str);
done:
  ctx_free(ctx, inh);
  ctx_free(ctx, dis);
  return ok;
}

Operation *op_create(OperationState *st) {
  Context *ctx = st->ctx;
  size_t nres = st->num_types, nops = st->num_operands,
         nsucc = st->num_successors, nreg = st->num_regions;
  if (nres > UINT32_MAX / 2 || nops > UINT32_MAX / 2 ||
      nsucc > UINT32_MAX / 2 || nreg > UINT32_MAX / 2) {
    ctx->alloc.oom = true;
    return NULL;
  }
  size_t sz = sizeof(Operation), t;
  size_t off_res = sz;
  if (!size_mul(nres, sizeof(Value), &t)) return NULL;
  sz += t;
  size_t off_ops = sz;
  if (!size_mul(nops, sizeof(OpOperand), &t)) return NULL;
  sz += t;
  size_t off_succ = sz;
  if (!size_mul(nsucc, sizeof(BlockOperand), &t)) return NULL;
  sz += t;
  size_t off_reg = sz;
  if (!size_mul(nreg, sizeof(Region), &t)) return NULL;
  sz += t;
  char *mem = ctx_zalloc(ctx, sz);
  if (!mem) return NULL;
  Operation *op = (Operation *)mem;
  op->name = st->name;
  op->loc = st->loc;
  op->num_results = (uint32_t)nres;
  op->num_operands = op->cap_operands = (uint32_t)nops;
  op->num_successors = (uint32_t)nsucc;
  op->num_regions = (uint32_t)nreg;
  op->results = (Value *)(mem + off_res);
  op->operands = (OpOperand *)(mem + off_ops);
  op->successors = (BlockOperand *)(mem + off_succ);
  op->regions = (Region *)(mem + off_reg);
  if (!build_attr_dicts(st, op)) {
    ctx_free(ctx, mem);
    return NULL;
  }
  if (op->name->def && op->name->def->populate_defaults) op->name->def->populate_defaults(op);
  for (size_t i = 0; i < nres; i++) {
    Value *v = &op->results[i];
    v->type = st->types[i];
    v->kind = VALUE_RESULT;
    v->index = (uint32_t)i;
    v->owner = op;
  }
  for (size_t i = 0; i < nops; i++) {
    op->operands[i].owner = op;
    operand_set(&op->operands[i], st->operands[i]);
  }
  for (size_t i = 0; i < nsucc; i++) {
    op->successors[i].owner = op;
    succ_set(&op->successors[i], st->successors[i]);
  }
  for (size_t i = 0; i < nreg; i++) {
    op->regions[i].parent = op;
    op->regions[i].alloc = &ctx->alloc;
    region_take_body(&op->regions[i], st->regions[i]);
  }
  opstate_free(st);
  return op;
}

void op_destroy(Operation *op) {
  Context *ctx = op_context(op);
  /* Drop references first so that uses inside nested regions that point at
   * values of this op (graph regions) do not dangle during teardown. */
  for (uint32_t i = 0; i < op->num_regions; i++) region_clear(&op->regions[i]);
  for (uint32_t i = 0; i < op->num_operands; i++) operand_set(&op->operands[i], NULL);
  for (uint32_t i = 0; i < op->num_successors; i++) succ_set(&op->successors[i], NULL);
  /* Remaining uses of the results belong to ops outside: detach them so the
   * use lists stay consistent (callers must not leave such uses). */
  for (uint32_t i = 0; i < op->num_results; i++)
    while (op->results[i].uses) operand_set(op->results[i].uses, NULL);
  if (op->operands != (OpOperand *)((char *)op->results + op->num_results * sizeof(Value)))
    ctx_free(ctx, op->operands);
  ctx_free(ctx, op);
}

void op_remove_from_block(Operation *op) {
  Block *b = op->block;
  if (!b) return;
  Region *table = symtab_region(b);
  if (table) symtab_removed(table, op);
  if (op->prev) op->prev->next = op->next;
  else b->first = op->next;
  if (op->next) op->next->prev = op->prev;
  else b->last = op->prev;
  op->prev = op->next = NULL;
  op->block = NULL;
}

void op_erase(Operation *op) {
  op_remove_from_block(op);
  op_destroy(op);
}

void op_set_successor(Operation *op, unsigned pos, Block *b) { succ_set(&op->successors[pos], b); }

void op_set_operands(Operation *op, size_t n, Value *const *vals) {
  Context *ctx = op_context(op);
  for (uint32_t i = 0; i < op->num_operands; i++) operand_set(&op->operands[i], NULL);
  if (n > op->cap_operands) {
    OpOperand *inline_ops = (OpOperand *)((char *)op->results + op->num_results * sizeof(Value));
    OpOperand *fresh = ctx_zalloc(ctx, n * sizeof *fresh);
    if (!fresh) return;
    if (op->operands != inline_ops) ctx_free(ctx, op->operands);
    op->operands = fresh;
    op->cap_operands = (uint32_t)n;
  }
  op->num_operands = (uint32_t)n;
  for (size_t i = 0; i < n; i++) {
    op->operands[i].owner = op;
    operand_set(&op->operands[i], vals[i]);
  }
}

Operation *op_parent_op(const Operation *op) {
  return op->block ? block_parent_op(op->block) : NULL;
}

const Attr *op_get_attr(const Operation *op, const char *name, size_t n) {
  const Attr *a = dict_lookup(op->props, name, n);
  return a ? a : dict_lookup(op->attrs, name, n);
}

void op_set_attr_dicts(Operation *op, const Attr *props, const Attr *attrs) {
  Region *table = symtab_region(op->block);
  const Ident *old = table ? symbol_name(op) : NULL;
  op->props = props;
  op->attrs = attrs;
  if (table) symtab_renamed(table, op, old);
}

void op_set_attr(Operation *op, const Ident *name, const Attr *value) {
  Context *ctx = op_context(op);
  if (op_is_inherent_attr(op, name->str, name->len) ||
      dict_lookup(op->props, name->str, name->len)) {
    const Attr *d = dict_set(ctx, op->props, name, value);
    op_set_attr_dicts(op, dict_size(d) ? d : NULL, op->attrs);
    return;
  }
  const Attr *d = dict_set(ctx, op->attrs, name, value);
  op_set_attr_dicts(op, op->props, dict_size(d) ? d : NULL);
}

bool op_is_before_in_block(Operation *a, Operation *b) {
  Block *blk = a->block;
  if (!blk->order_valid) {
    uint32_t i = 0;
    for (Operation *o = blk->first; o; o = o->next) o->order = i++;
    blk->order_valid = 1;
  }
  return a->order < b->order;
}

/* ---- regions and blocks -------------------------------------------------- */

Region *region_create(Allocator *alloc) {
  Region *r = mem_zalloc(alloc, sizeof(Region));
  if (r) r->alloc = alloc;
  return r;
}

void region_clear(Region *r) {
  if (region_has_symtab(r)) symtab_drop(r);
  /* Drop all uses inside the region first so that erasing blocks in any
   * order leaves no dangling use-list pointers. */
  for (Block *b = r->first; b; b = b->next)
    for (Operation *o = b->first; o; o = o->next) {
      for (uint32_t i = 0; i < o->num_operands; i++) operand_set(&o->operands[i], NULL);
      for (uint32_t i = 0; i < o->num_successors; i++) succ_set(&o->successors[i], NULL);
    }
  Block *b = r->first;
  while (b) {
    Block *next = b->next;
    b->parent = NULL;
    b->prev = b->next = NULL;
    block_destroy(b);
    b = next;
  }
  r->first = r->last = NULL;
}

void region_destroy(Region *r) {
  if (!r) return;
  region_clear(r);
  mem_free(r->alloc, r);
}

void region_append_block(Region *r, Block *b) {
  /* A new first block: the next lookup rebuilds the table from it. */
  if (!r->first && region_has_symtab(r)) symtab_drop(r);
  b->parent = r;
  b->next = NULL;
  b->prev = r->last;
  if (r->last) r->last->next = b;
  else r->first = b;
  r->last = b;
}

void region_insert_block_before(Region *r, Block *before, Block *b) {
  if (!before) {
    region_append_block(r, b);
    return;
  }
  if (before == r->first && region_has_symtab(r)) symtab_drop(r);
  b->parent = r;
  b->next = before;
  b->prev = before->prev;
  if (before->prev) before->prev->next = b;
  else r->first = b;
  before->prev = b;
}

void region_take_body(Region *dst, Region *src) {
  if (region_has_symtab(src)) symtab_drop(src);
  Block *b = src->first;
  while (b) {
    Block *next = b->next;
    region_append_block(dst, b);
    b = next;
  }
  src->first = src->last = NULL;
}

unsigned region_index(const Region *r) {
  return (unsigned)(r - r->parent->regions);
}

Block *block_create(Allocator *alloc) {
  Block *b = mem_zalloc(alloc, sizeof(Block));
  if (b) b->alloc = alloc;
  return b;
}

void block_destroy(Block *b) {
  block_remove_from_region(b);
  Operation *o = b->first;
  while (o) {
    Operation *next = o->next;
    o->block = NULL;
    op_destroy(o);
    o = next;
  }
  for (uint32_t i = 0; i < b->nargs; i++) {
    while (b->args[i]->uses) operand_set(b->args[i]->uses, NULL);
    mem_free(b->alloc, b->args[i]);
  }
  mem_free(b->alloc, b->args);
  /* Successor operands elsewhere that still name this block are cleared. */
  while (b->uses) succ_set(b->uses, NULL);
  mem_free(b->alloc, b);
}

void block_remove_from_region(Block *b) {
  Region *r = b->parent;
  if (!r) return;
  if (symtab_region(b)) symtab_drop(r);
  if (b->prev) b->prev->next = b->next;
  else r->first = b->next;
  if (b->next) b->next->prev = b->prev;
  else r->last = b->prev;
  b->prev = b->next = NULL;
  b->parent = NULL;
}

Value *block_insert_arg(Block *b, unsigned pos, const Type *t, const Loc *loc) {
  if (pos > b->nargs) pos = b->nargs;
  size_t cap = b->cap_args;
  if (b->nargs + 1 > cap) {
    size_t ncap = cap ? cap * 2 : 4;
    Value **args = mem_realloc(b->alloc, b->args, ncap * sizeof *args);
    if (!args) return NULL;
    b->args = args;
    b->cap_args = (uint32_t)ncap;
  }
  Value *v = mem_zalloc(b->alloc, sizeof *v);
  if (!v) return NULL;
  v->type = t;
  v->kind = VALUE_BLOCK_ARG;
  v->owner = b;
  v->loc = loc ? loc : t->ctx->l_unknown;
  memmove(b->args + pos + 1, b->args + pos, (b->nargs - pos) * sizeof *b->args);
  b->args[pos] = v;
  b->nargs++;
  for (uint32_t i = pos; i < b->nargs; i++) b->args[i]->index = i;
  return v;
}

Value *block_add_arg(Block *b, const Type *t, const Loc *loc) {
  return block_insert_arg(b, b->nargs, t, loc);
}

void block_erase_arg(Block *b, unsigned pos) {
  if (pos >= b->nargs) return;
  Value *v = b->args[pos];
  while (v->uses) operand_set(v->uses, NULL);
  mem_free(b->alloc, v);
  memmove(b->args + pos, b->args + pos + 1, (b->nargs - pos - 1) * sizeof *b->args);
  b->nargs--;
  for (uint32_t i = pos; i < b->nargs; i++) b->args[i]->index = i;
}

void block_append_op(Block *b, Operation *op) {
  op->block = b;
  op->next = NULL;
  op->prev = b->last;
  if (b->last) b->last->next = op;
  else b->first = op;
  b->last = op;
  if (b->order_valid) op->order = op->prev ? op->prev->order + 1 : 0;
  Region *table = symtab_region(b);
  if (table) symtab_added(table, op);
}

void block_insert_op_before(Block *b, Operation *before, Operation *op) {
  if (!before) {
    block_append_op(b, op);
    return;
  }
  op->block = b;
  op->next = before;
  op->prev = before->prev;
  if (before->prev) before->prev->next = op;
  else b->first = op;
  before->prev = op;
  b->order_valid = 0;
  Region *table = symtab_region(b);
  if (table) symtab_added(table, op);
}

Operation *block_parent_op(const Block *b) {
  return b->parent ? b->parent->parent : NULL;
}

Operation *block_terminator(const Block *b) {
  Operation *last = b->last;
  if (last && op_has_trait(last, TRAIT_TERMINATOR)) return last;
  return NULL;
}

unsigned block_num_preds(const Block *b) {
  unsigned n = 0;
  for (const BlockOperand *u = b->uses; u; u = u->next) n++;
  return n;
}

/* ---- walk ------------------------------------------------------------------ */

typedef struct WalkFrame {
  Operation *op;
  uint32_t region;
  Block *block;
  Operation *next;
} WalkFrame;

/* Positions the frame on the first op at or after (region, block). */
static void frame_settle(WalkFrame *f) {
  while (!f->next) {
    if (f->block) f->block = f->block->next;
    while (!f->block) {
      if (++f->region >= f->op->num_regions) return;
      f->block = f->op->regions[f->region].first;
    }
    f->next = f->block->first;
  }
}

static void frame_start(WalkFrame *f, Operation *op) {
  f->op = op;
  f->region = 0;
  f->block = op->num_regions ? op->regions[0].first : NULL;
  f->next = f->block ? f->block->first : NULL;
  if (op->num_regions && !f->next) frame_settle(f);
}

int op_walk(Operation *root, OpWalkFn pre, OpWalkFn post, void *user) {
  Context *ctx = op_context(root);
  int r = pre ? pre(root, user) : WALK_ADVANCE;
  if (r == WALK_INTERRUPT) return WALK_INTERRUPT;
  if (r == WALK_SKIP) return post ? (post(root, user) == WALK_INTERRUPT ? WALK_INTERRUPT : 0) : 0;
  WalkFrame *stack = NULL;
  size_t depth = 0, cap = 0;
  int result = WALK_ADVANCE;
  if (!vec_grow(&ctx->alloc, (void **)&stack, &cap, 1, sizeof *stack)) return WALK_INTERRUPT;
  frame_start(&stack[depth++], root);
  while (depth) {
    WalkFrame *f = &stack[depth - 1];
    if (!f->next) {
      Operation *done = f->op;
      depth--;
      if (post && post(done, user) == WALK_INTERRUPT) {
        result = WALK_INTERRUPT;
        break;
      }
      continue;
    }
    Operation *o = f->next;
    f->next = o->next;
    if (!f->next) frame_settle(f);
    r = pre ? pre(o, user) : WALK_ADVANCE;
    if (r == WALK_INTERRUPT) {
      result = WALK_INTERRUPT;
      break;
    }
    if (r == WALK_SKIP || o->num_regions == 0) {
      if (post && post(o, user) == WALK_INTERRUPT) {
        result = WALK_INTERRUPT;
        break;
      }
      continue;
    }
    if (!vec_grow(&ctx->alloc, (void **)&stack, &cap, depth + 1, sizeof *stack)) {
      result = WALK_INTERRUPT;
      break;
    }
    frame_start(&stack[depth++], o);
  }
  ctx_free(ctx, stack);
  return result;
}

/* ---- clone --------------------------------------------------------------------- */

static Value *map_value(const PtrMap *m, Value *v) {
  uintptr_t r;
  return v && pm_get(m, v, &r) ? (Value *)r : v;
}

static Operation *clone_rec(Operation *op, PtrMap *map);

/* Clones `src` into the empty region `dst`: blocks and arguments first (so
 * forward references map), then operations; operands that named values
 * defined later are remapped by the caller's final walk. */
static bool clone_region(Region *src, Region *dst, PtrMap *map) {
  Context *ctx = op_context(dst->parent);
  for (Block *b = src->first; b; b = b->next) {
    Block *nb = block_create(&ctx->alloc);
    if (!nb) return false;
    region_append_block(dst, nb);
    pm_put(&ctx->alloc, map, b, (uintptr_t)nb);
    for (uint32_t i = 0; i < b->nargs; i++) {
      Value *a = block_add_arg(nb, b->args[i]->type, b->args[i]->loc);
      if (!a) return false;
      pm_put(&ctx->alloc, map, b->args[i], (uintptr_t)a);
    }
  }
  Block *nb = dst->first;
  for (Block *b = src->first; b; b = b->next, nb = nb->next)
    for (Operation *o = b->first; o; o = o->next) {
      Operation *c = clone_rec(o, map);
      if (!c) return false;
      block_append_op(nb, c);
    }
  return true;
}

static Operation *clone_rec(Operation *op, PtrMap *map) {
  Context *ctx = op_context(op);
  OperationState st;
  opstate_init(&st, ctx, op->name, op->loc);
  bool ok = true;
  for (uint32_t i = 0; ok && i < op->num_operands; i++)
    ok = opstate_add_operand(&st, map_value(map, op->operands[i].value));
  for (uint32_t i = 0; ok && i < op->num_results; i++) ok = opstate_add_type(&st, op->results[i].type);
  for (uint32_t i = 0; ok && i < op->num_successors; i++) {
    uintptr_t nb;
    Block *b = op->successors[i].block;
    ok = opstate_add_successor(&st, pm_get(map, b, &nb) ? (Block *)nb : b);
  }
  for (uint32_t i = 0; ok && i < op->num_regions; i++) ok = opstate_add_region(&st) != NULL;
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  st.props = NULL;
  Operation *c = op_create(&st);
  if (!c) return NULL;
  c->attrs = op->attrs;
  c->props = op->props;
  for (uint32_t i = 0; i < op->num_results; i++)
    pm_put(&ctx->alloc, map, &op->results[i], (uintptr_t)&c->results[i]);
  for (uint32_t i = 0; i < op->num_regions; i++)
    if (!clone_region(&op->regions[i], &c->regions[i], map)) {
      op_destroy(c);
      return NULL;
    }
  return c;
}

static int remap_operands(Operation *op, void *user) {
  PtrMap *map = user;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    Value *v = op->operands[i].value, *m = map_value(map, v);
    if (m != v) operand_set(&op->operands[i], m);
  }
  for (uint32_t i = 0; i < op->num_successors; i++) {
    uintptr_t nb;
    if (pm_get(map, op->successors[i].block, &nb)) succ_set(&op->successors[i], (Block *)nb);
  }
  return WALK_ADVANCE;
}

Operation *op_clone(Operation *op) {
  Context *ctx = op_context(op);
  PtrMap map = {0};
  Operation *c = clone_rec(op, &map);
  if (c) op_walk(c, remap_operands, NULL, &map);
  pm_free(&ctx->alloc, &map);
  return c;
}

bool region_clone_into(Region *src, Region *dst, Block *before, PtrMap *map) {
  Context *ctx = op_context(dst->parent);
  Block *first_new = NULL;
  for (Block *b = src->first; b; b = b->next) {
    Block *nb = block_create(&ctx->alloc);
    if (!nb) return false;
    region_insert_block_before(dst, before, nb);
    if (!first_new) first_new = nb;
    pm_put(&ctx->alloc, map, b, (uintptr_t)nb);
    for (uint32_t i = 0; i < b->nargs; i++) {
      if (pm_get(map, b->args[i], NULL)) continue; /* mapped by the caller */
      Value *a = block_add_arg(nb, b->args[i]->type, b->args[i]->loc);
      if (!a) return false;
      pm_put(&ctx->alloc, map, b->args[i], (uintptr_t)a);
    }
  }
  Block *nb = first_new;
  for (Block *b = src->first; b; b = b->next, nb = nb->next)
    for (Operation *o = b->first; o; o = o->next) {
      Operation *c = clone_rec(o, map);
      if (!c) return false;
      block_append_op(nb, c);
    }
  /* Operands naming values defined later in the region, and successors. */
  for (Block *b = first_new; b && b != before; b = b->next)
    for (Operation *o = b->first; o; o = o->next) op_walk(o, remap_operands, NULL, map);
  return true;
}

Block *block_split(Block *b, Operation *op) {
  Block *nb = block_create(b->alloc);
  if (!nb) return NULL;
  region_insert_block_before(b->parent, b->next, nb);
  while (op) {
    Operation *next = op->next;
    op_remove_from_block(op);
    block_append_op(nb, op);
    op = next;
  }
  return nb;
}
