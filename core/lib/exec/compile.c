/* compile.c: turns a function into instructions once, before its first
 * call: every value it defines (nested regions included) gets a frame slot,
 * every op its handler (found by op record pointer) and the slots of its
 * operands and results, every block and region a compiled form. Also marks
 * the operands that are their value's last use, so that handlers may move
 * a value instead of sharing it (a tensor updated in a loop stays in
 * place). Walks are iterative. */
#include "exec.h"

typedef struct Compiler {
  Interp *in;
  Code *code;
  PtrMap slots;  /* Value* -> slot + 1 */
  PtrMap blocks; /* Block* -> CBlock* */
  PtrVec work;   /* pairs (Region*, CRegion*) still to compile */
  PtrVec insts;  /* Inst* in program order, for prep */
  bool failed;
} Compiler;

static void *carena(Compiler *c, size_t n) {
  void *p = arena_alloc(&c->code->arena, n ? n : 1);
  if (p) memset(p, 0, n ? n : 1);
  else c->failed = true;
  return p;
}

static bool add_slot(Compiler *c, Value *v) {
  uint32_t s = c->code->nslots++;
  return pm_put(c->in->alloc, &c->slots, v, (uintptr_t)s + 1);
}

static bool number_block_args(Compiler *c, Operation *op) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (uint32_t k = 0; k < b->nargs; k++)
        if (!add_slot(c, b->args[k])) return false;
  return true;
}

/* Pre-order: the op's results, then the arguments of its regions' blocks. */
static int number_op(Operation *op, void *user) {
  Compiler *c = user;
  if (op == c->code->func) return number_block_args(c, op) ? WALK_ADVANCE : WALK_INTERRUPT;
  for (uint32_t k = 0; k < op->num_results; k++)
    if (!add_slot(c, &op->results[k])) return WALK_INTERRUPT;
  return number_block_args(c, op) ? WALK_ADVANCE : WALK_INTERRUPT;
}

static uint32_t slot_of(Compiler *c, Value *v) {
  uintptr_t s = 0;
  if (!pm_get(&c->slots, v, &s)) {
    /* A value from outside the function: the verifier rejects it for
     * isolated functions; never reached for valid IR. */
    c->failed = true;
    return 0;
  }
  return (uint32_t)(s - 1);
}

/* The op in block `b` that contains `op` (itself or an ancestor), or NULL. */
static Operation *ancestor_in(Operation *op, const Block *b) {
  while (op && op->block != b) op = op_parent_op(op);
  return op;
}

/* Marks, on the instruction of `op`, the operands that are the last use of
 * a value defined in op's block and used nowhere else: once `op` has run
 * nothing reads the slot again before it is rewritten. */
static uint64_t last_uses(Operation *op) {
  uint64_t mask = 0;
  Block *b = op->block;
  for (uint32_t k = 0; k < op->num_operands && k < 64; k++) {
    Value *v = op->operands[k].value;
    bool defined_here = v->kind == VALUE_BLOCK_ARG ? v->owner == b
                                                   : ((Operation *)v->owner)->block == b;
    if (!defined_here) continue;
    bool last = true;
    unsigned here = 0;
    for (OpOperand *u = v->uses; u && last; u = u->next) {
      Operation *anc = ancestor_in(u->owner, b);
      if (!anc || (anc != op && !op_is_before_in_block(anc, op))) last = false;
      else if (anc == op) last = u->owner == op && ++here == 1;
    }
    if (last) mask |= 1ULL << k;
  }
  return mask;
}

static CRegion *new_region(Compiler *c, Region *r) {
  CRegion *cr = carena(c, sizeof *cr);
  if (!cr) return NULL;
  if (!pv_push(c->in->alloc, &c->work, r) || !pv_push(c->in->alloc, &c->work, cr)) {
    c->failed = true;
    return NULL;
  }
  return cr;
}

static bool compile_inst(Compiler *c, Inst *i, Operation *op) {
  uintptr_t def = 0;
  if (!pm_get(&c->in->defs, op->name, &def)) {
    emit_error(c->in->ctx, op->loc, "the interpreter cannot run '%s' (no execution semantics)",
               op->name->name->str);
    return false;
  }
  i->def = (const ExecOpDef *)def;
  i->fn = i->def->run;
  i->op = op;
  i->nops = op->num_operands;
  i->ops = carena(c, sizeof *i->ops * op->num_operands);
  for (uint32_t k = 0; i->ops && k < op->num_operands; k++) i->ops[k] = slot_of(c, op->operands[k].value);
  i->nres = op->num_results;
  i->res = op->num_results ? slot_of(c, &op->results[0]) : 0;
  i->nregions = op->num_regions;
  i->regions = carena(c, sizeof *i->regions * op->num_regions);
  for (uint32_t r = 0; i->regions && r < op->num_regions; r++) i->regions[r] = new_region(c, &op->regions[r]);
  i->nsucc = op->num_successors;
  i->succ = carena(c, sizeof *i->succ * op->num_successors);
  for (uint32_t s = 0; i->succ && s < op->num_successors; s++) {
    uintptr_t cb = 0;
    pm_get(&c->blocks, op->successors[s].block, &cb);
    i->succ[s] = (CBlock *)cb;
  }
  i->moves = last_uses(op);
  return !c->failed && pv_push(c->in->alloc, &c->insts, i);
}

static bool compile_region(Compiler *c, Region *r, CRegion *cr) {
  uint32_t n = 0;
  for (Block *b = r->first; b; b = b->next) n++;
  cr->n = n;
  cr->blocks = carena(c, sizeof *cr->blocks * n);
  if (!cr->blocks) return false;
  n = 0;
  for (Block *b = r->first; b; b = b->next) {
    CBlock *cb = carena(c, sizeof *cb);
    if (!cb || !pm_put(c->in->alloc, &c->blocks, b, (uintptr_t)cb)) return false;
    cb->block = b;
    cb->nargs = b->nargs;
    cb->args = carena(c, sizeof *cb->args * b->nargs);
    for (uint32_t k = 0; cb->args && k < b->nargs; k++) cb->args[k] = slot_of(c, b->args[k]);
    cr->blocks[n++] = cb;
  }
  bool ok = !c->failed;
  for (uint32_t k = 0; ok && k < n; k++) {
    CBlock *cb = cr->blocks[k];
    for (Operation *op = cb->block->first; op; op = op->next) cb->n++;
    cb->insts = carena(c, sizeof *cb->insts * cb->n);
    if (!cb->insts) return false;
    uint32_t j = 0;
    for (Operation *op = cb->block->first; ok && op; op = op->next) ok = compile_inst(c, &cb->insts[j++], op);
  }
  return ok;
}

Code *exec_compile(Interp *in, Operation *func) {
  Compiler c = {.in = in};
  Code *code = mem_zalloc(in->alloc, sizeof *code);
  if (!code) return NULL;
  arena_init(&code->arena, in->alloc);
  code->func = func;
  c.code = code;
  bool ok = op_walk(func, number_op, NULL, &c) != WALK_INTERRUPT;
  if (ok) code->body = new_region(&c, &func->regions[0]);
  while (ok && !c.failed && c.work.len) {
    CRegion *cr = c.work.data[--c.work.len];
    Region *r = c.work.data[--c.work.len];
    ok = compile_region(&c, r, cr);
  }
  ok = ok && !c.failed;
  for (size_t k = 0; ok && k < c.insts.len; k++) {
    Inst *i = c.insts.data[k];
    if (i->def->prep) ok = i->def->prep(in, i);
  }
  if (!ok && c.failed) emit_error(in->ctx, func->loc, "out of memory compiling the function");
  pm_free(in->alloc, &c.slots);
  pm_free(in->alloc, &c.blocks);
  pv_free(in->alloc, &c.work);
  pv_free(in->alloc, &c.insts);
  if (!ok) {
    exec_code_free(in, code);
    return NULL;
  }
  return code;
}

void exec_code_free(Interp *in, Code *code) {
  if (!code) return;
  arena_free_all(&code->arena);
  mem_free(in->alloc, code);
}
