/* bufferize_arith.c: BufferizableHooks of arith ops on tensors (upstream's
 * arith BufferizableOpInterfaceImpl): a statically shaped tensor constant
 * becomes memref.get_global of a constant memref.global; its buffer is not
 * writable. */
#include "one_shot.h"

static bool match_constant(const Operation *op) {
  if (op->num_results != 1) return false;
  const Type *t = op->results[0].type;
  if (t->kind != TK_RANKED_TENSOR) return false;
  for (unsigned i = 0; i < shaped_rank(t); i++)
    if (shaped_dim(t, i) == DYNAMIC_SIZE) return false;
  return true;
}

static bool not_writable(Value *v) {
  (void)v;
  return false;
}

static bool symbol_taken(Block *top, const char *name) {
  for (Operation *op = top->first; op; op = op->next) {
    const Ident *n = symbol_name(op);
    if (n && strcmp(n->str, name) == 0) return true;
  }
  return false;
}

/* getGlobalFor: the module's constant memref.global of the same type,
 * value and alignment, or a new one at the start of the module named
 * __constant_<shape>x<element type> (uniqued with _0, _1, ...). */
static const Ident *global_for(OsRun *r, const Type *mt, const Attr *value) {
  Context *ctx = r->s.ctx;
  Operation *module = op_parent_op(r->s.func);
  Block *top = module && module->num_regions ? module->regions[0].first : NULL;
  if (!top) return NULL;
  const Attr *align = attr_integer(ctx, type_integer(ctx, 64, SIGNLESS), r->alignment);
  for (Operation *g = top->first; g; g = g->next) {
    const Attr *t = op_get_attr(g, "type", 4);
    if (op_is(g, "memref.global") && op_get_attr(g, "constant", 8) && t && WORD_PTR(const Type, t->p[0]) == mt &&
        op_get_attr(g, "initial_value", 13) == value && op_get_attr(g, "alignment", 9) == align)
      return symbol_name(g);
  }
  StrBuf base, name;
  sb_init(&base, &ctx->alloc);
  sb_init(&name, &ctx->alloc);
  sb_puts(&base, "__constant_");
  for (unsigned i = 0; i < shaped_rank(mt); i++) sb_printf(&base, i ? "x%lld" : "%lld", (long long)shaped_dim(mt, i));
  sb_printf(&base, "x%s", type_text(ctx, shaped_elem(mt)));
  sb_puts(&name, base.data ? base.data : "");
  for (unsigned k = 0; name.data && symbol_taken(top, name.data); k++) {
    sb_clear(&name);
    sb_printf(&name, "%s_%u", base.data, k);
  }
  const Ident *id = name.data ? ident_cstr(ctx, name.data) : NULL;
  sb_free(&base);
  sb_free(&name);
  if (!id) return NULL;
  NamedAttr attrs[] = {
      named(ctx, "sym_name", attr_string(ctx, id->str, id->len, NULL)),
      named(ctx, "sym_visibility", attr_string(ctx, "private", 7, NULL)),
      named(ctx, "type", attr_type(ctx, mt)),
      named(ctx, "initial_value", value),
      named(ctx, "constant", attr_unit(ctx)),
      named(ctx, "alignment", align),
  };
  Operation *saved_before = r->rw.before;
  Block *saved_block = r->rw.block;
  rw_set_block_start(&r->rw, top);
  Operation *g = rw_build(&r->rw, "memref.global", r->s.func->loc, 0, NULL, 0, NULL,
                          sizeof attrs / sizeof *attrs, attrs);
  r->rw.before = saved_before;
  r->rw.block = saved_block;
  return g ? id : NULL;
}

/* arith.constant of a tensor: memref.get_global of its global. */
static bool bufferize(OsRun *r, Operation *op) {
  Context *ctx = r->s.ctx;
  const Type *mt = os_memref_of(ctx, op->results[0].type, LAYOUT_IDENTITY);
  const Attr *value = op_get_attr(op, "value", 5);
  const Ident *name = mt && value ? global_for(r, mt, value) : NULL;
  if (!name) return false;
  rw_set_before(&r->rw, op);
  NamedAttr a = named(ctx, "name", attr_symbol_ref(ctx, name, 0, NULL));
  Operation *get = rw_build(&r->rw, "memref.get_global", op->loc, 0, NULL, 1, &mt, 1, &a);
  return get && os_set_result(r, &op->results[0], &get->results[0], get);
}

/* arith.select of tensors: the result may alias either value; the
 * select picks between the buffers, cast to a fully dynamic layout when
 * their types differ. */
static bool select_match(const Operation *op) { return op->num_results == 1 && os_is_tensor(op->results[0].type); }

static Value *select_alias(OpOperand *u, bool *equivalent) {
  *equivalent = false;
  return u != &u->owner->operands[0] ? &u->owner->results[0] : NULL;
}

static bool select_bufferize(OsRun *r, Operation *op) {
  rw_set_before(&r->rw, op);
  Value *ops[3] = {op->operands[0].value, os_operand_buffer(r, &op->operands[1]),
                   os_operand_buffer(r, &op->operands[2])};
  if (!ops[1] || !ops[2]) return false;
  if (ops[1]->type != ops[2]->type) {
    const Type *t = os_memref_of(r->s.ctx, op->results[0].type, LAYOUT_DYNAMIC);
    for (unsigned i = 1; i < 3; i++) {
      if (!t) return false;
      if (ops[i]->type == t) continue;
      rw_set_before(&r->rw, op);
      Operation *c = rw_build(&r->rw, "memref.cast", op->loc, 1, &ops[i], 1, &t, 0, NULL);
      if (!c) return false;
      ops[i] = &c->results[0];
    }
  }
  rw_set_before(&r->rw, op);
  const Type *rt = ops[1]->type;
  Operation *sel = rw_build(&r->rw, "arith.select", op->loc, 3, ops, 1, &rt, 0, NULL);
  return sel && os_set_result(r, &op->results[0], &sel->results[0], sel);
}

const BufferizableHooks BUFFERIZE_ARITH[] = {
    {.name = "arith.select", .match = select_match, .aliasing_result = select_alias, .bufferize = select_bufferize},
    {.name = "arith.constant", .match = match_constant, .writable = not_writable, .bufferize = bufferize},
    {0},
};
