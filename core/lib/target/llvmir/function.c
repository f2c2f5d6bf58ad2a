/* function.c: a function body: blocks laid out in region order and
 * translated in dominance order (upstream's getBlocksSortedByDominance:
 * reverse post-order from each block not yet reached), block arguments as
 * phis whose incoming values are connected once every block is translated
 * (in the order of the block's uses, as upstream's connectPHINodes), and
 * the instruction builders the op handlers use. */
#include "llvmir.h"

LxVal *lx_lookup(LxFnState *s, Value *v) {
  uintptr_t lv;
  return pm_get(&s->values, v, &lv) ? (LxVal *)lv : NULL;
}

void lx_map(LxFnState *s, Value *v, LxVal *lv) { pm_put(s->m->alloc, &s->values, v, (uintptr_t)lv); }

LxBlock *lx_block(LxFnState *s, Block *b) {
  uintptr_t lb;
  return pm_get(&s->blocks, b, &lb) ? (LxBlock *)lb : NULL;
}

static LxPart *new_part(LxFnState *s, LxInst *i) {
  if (i->nparts == i->cap) {
    size_t cap = i->cap ? i->cap * 2 : 8;
    LxPart *p = lx_alloc(s->m, cap * sizeof *p);
    if (!p) return NULL;
    if (i->nparts) memcpy(p, i->parts, i->nparts * sizeof *p);
    i->parts = p;
    i->cap = cap;
  }
  LxPart *p = &i->parts[i->nparts++];
  memset(p, 0, sizeof *p);
  return p;
}

LxInst *lx_inst(LxFnState *s, const Type *result) {
  LxInst *i = lx_alloc(s->m, sizeof *i);
  if (!i) return NULL;
  i->block = s->cur;
  if (result && !llvm_type_is(result, "void")) {
    LxVal *v = lx_alloc(s->m, sizeof *v);
    if (!v) return NULL;
    v->kind = LX_INST;
    v->type = result;
    i->result = v;
  }
  pv_push(s->m->alloc, &s->cur->insts, i);
  return i;
}

void lx_text(LxFnState *s, LxInst *i, const char *fmt, ...) {
  StrBuf sb;
  sb_init(&sb, s->m->alloc);
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  LxPart *p = new_part(s, i);
  if (p) {
    p->kind = LP_TEXT;
    p->s = lx_strdup(s->m, sb.data ? sb.data : "", sb.len);
    p->n = sb.len;
  }
  sb_free(&sb);
}

void lx_val(LxFnState *s, LxInst *i, LxVal *v) {
  LxPart *p = new_part(s, i);
  if (p) p->kind = LP_VAL, p->v = v;
}

void lx_tval(LxFnState *s, LxInst *i, LxVal *v) {
  LxPart *p = new_part(s, i);
  if (p) p->kind = LP_TVAL, p->v = v;
}

void lx_type(LxFnState *s, LxInst *i, const Type *t) {
  LxPart *p = new_part(s, i);
  if (p) p->kind = LP_TYPE, p->t = t;
}

void lx_meta_part(LxFnState *s, LxInst *i, uint32_t node) {
  LxPart *p = new_part(s, i);
  if (p) p->kind = LP_META, p->n = node;
}

static void block_ref(LxFnState *s, LxInst *i, LxBlock *b) {
  LxPart *p = new_part(s, i);
  if (p) p->kind = LP_BLOCK, p->b = b;
}

void lx_succ(LxFnState *s, LxInst *i, Block *b) {
  LxBlock *lb = lx_block(s, b);
  lx_text(s, i, "label ");
  block_ref(s, i, lb);
  pv_push(s->m->alloc, &lb->preds, s->cur);
}

/* ---- legalization: distinct successors ------------------------------------ */

/* upstream's ensureDistinctSuccessors: a successor with arguments named
 * again by the same terminator is reached through a new block (appended
 * to the region) that branches to it with its own arguments. */
static bool distinct_successors(LxModule *m, Block *b) {
  Operation *term = block_terminator(b);
  if (!term || term->num_successors < 2) return true;
  for (unsigned i = 1; i < term->num_successors; i++) {
    Block *succ = term->successors[i].block;
    if (succ->nargs == 0) continue;
    bool seen = false;
    for (unsigned j = 0; j < i && !seen; j++) seen = term->successors[j].block == succ;
    if (!seen) continue;
    Block *dummy = block_create(b->alloc);
    if (!dummy) return false;
    region_append_block(b->parent, dummy);
    op_set_successor(term, i, dummy);
    OperationState st;
    opstate_init(&st, m->ctx, opname_get(m->ctx, "llvm.br", 7), term->loc);
    for (unsigned a = 0; a < succ->nargs; a++) {
      Value *arg = block_add_arg(dummy, succ->args[a]->type, succ->args[a]->loc);
      if (!arg) return false;
      opstate_add_operand(&st, arg);
    }
    opstate_add_successor(&st, succ);
    Operation *br = op_create(&st);
    if (!br) return false;
    block_append_op(dummy, br);
  }
  return true;
}

/* ---- dominance order ----------------------------------------------------- */

typedef struct DfsFrame {
  Block *b;
  unsigned next;
} DfsFrame;

/* Appends the reverse post-order from `root` of the blocks not in `seen`
 * (LLVM's ReversePostOrderTraversal, successors in order). */
static bool rpo_from(LxModule *m, Block *root, PtrMap *seen, PtrVec *order) {
  PtrMap visited = {0};
  PtrVec post = {0};
  DfsFrame *stack = NULL;
  size_t n = 0, cap = 0;
  bool ok = true;
  if (!vec_grow(m->alloc, (void **)&stack, &cap, 1, sizeof *stack)) return false;
  stack[n++] = (DfsFrame){root, 0};
  pm_put(m->alloc, &visited, root, 1);
  while (n && ok) {
    DfsFrame *f = &stack[n - 1];
    Operation *term = block_terminator(f->b);
    unsigned nsucc = term ? term->num_successors : 0;
    if (f->next < nsucc) {
      Block *c = term->successors[f->next++].block;
      if (pm_get(&visited, c, NULL)) continue;
      pm_put(m->alloc, &visited, c, 1);
      if (!vec_grow(m->alloc, (void **)&stack, &cap, n + 1, sizeof *stack)) ok = false;
      else stack[n++] = (DfsFrame){c, 0};
    } else {
      pv_push(m->alloc, &post, f->b);
      n--;
    }
  }
  for (size_t i = post.len; i-- > 0;) {
    if (pm_get(seen, post.data[i], NULL)) continue;
    pm_put(m->alloc, seen, post.data[i], 1);
    pv_push(m->alloc, order, post.data[i]);
  }
  mem_free(m->alloc, stack);
  pv_free(m->alloc, &post);
  pm_free(m->alloc, &visited);
  return ok && !m->alloc->oom;
}

/* ---- phis ------------------------------------------------------------------ */

/* getPHISourceValue: the value `pred`'s terminator passes to `b`'s
 * argument `index`. */
static Value *phi_source(Block *b, Operation *term, unsigned index) {
  const char *name = term->name->name->str;
  if (strcmp(name, "llvm.br") == 0) return term->operands[index].value;
  if (strcmp(name, "llvm.cond_br") == 0) {
    unsigned ntrue = llvm_operand_segment(term, 1, 0);
    unsigned base = term->successors[0].block == b ? 1 : 1 + ntrue;
    return term->operands[base + index].value;
  }
  if (strcmp(name, "llvm.invoke") == 0) {
    /* segments: callee operands, normal destination's, unwind's */
    unsigned ncallee = llvm_operand_segment(term, 0, 0), nnormal = llvm_operand_segment(term, 1, 0);
    return term->operands[(term->successors[0].block == b ? ncallee : ncallee + nnormal) + index].value;
  }
  if (strcmp(name, "llvm.switch") == 0) {
    unsigned ndefault = llvm_operand_segment(term, 1, 0);
    if (term->successors[0].block == b) return term->operands[1 + index].value;
    const Attr *sizes = op_get_attr(term, "case_operand_segments", 21);
    unsigned off = 1 + ndefault;
    for (unsigned c = 1; c < term->num_successors; c++) {
      unsigned sz = 0;
      if (sizes && sizes->kind == AK_DENSE_ARRAY) {
        const int32_t *d = (const int32_t *)WORD_PTR(const Ident, sizes->p[1])->str;
        sz = (unsigned)d[c - 1];
      }
      if (term->successors[c].block == b) return term->operands[off + index].value;
      off += sz;
    }
  }
  return NULL;
}

static bool connect_phis(LxFnState *s, Region *r) {
  for (Block *b = r->first; b; b = b->next) {
    if (block_is_entry(b) || b->nargs == 0) continue;
    LxBlock *lb = lx_block(s, b);
    for (unsigned a = 0; a < b->nargs; a++) {
      LxInst *phi = lb->insts.data[a];
      unsigned k = 0;
      for (BlockOperand *u = b->uses; u; u = u->next, k++) {
        Operation *term = u->owner;
        Value *src = phi_source(b, term, a);
        LxVal *v = src ? lx_lookup(s, src) : NULL;
        if (!v) {
          lx_error(s->m, term, "cannot translate the arguments this terminator passes");
          return false;
        }
        lx_text(s, phi, k ? ", [ " : " [ ");
        lx_val(s, phi, v);
        lx_text(s, phi, ", ");
        block_ref(s, phi, lx_block(s, term->block));
        lx_text(s, phi, " ]");
      }
    }
  }
  return true;
}

/* ---- the body ------------------------------------------------------------- */

/* Every operand already has its LLVM value and every type an LLVM
 * counterpart (what a verified module guarantees for llvm ops; checked so
 * that any other input fails with a diagnostic). */
bool lx_operands_ready(LxFnState *s, Operation *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (!lx_lookup(s, op->operands[i].value)) return false;
  for (unsigned i = 0; i < op->num_results; i++)
    if (!lx_type_ok(op->results[i].type)) return false;
  return op->num_regions == 0;
}

static bool translate_block(LxFnState *s, Block *b) {
  s->cur = lx_block(s, b);
  if (!block_is_entry(b)) {
    for (unsigned a = 0; a < b->nargs; a++) {
      if (!lx_type_ok(b->args[a]->type)) {
        lx_error(s->m, block_parent_op(b), "unsupported type of a block argument");
        return false;
      }
      LxInst *phi = lx_inst(s, b->args[a]->type);
      if (!phi) return false;
      lx_text(s, phi, "phi ");
      lx_type(s, phi, b->args[a]->type);
      lx_map(s, b->args[a], phi->result);
    }
  }
  for (Operation *op = b->first; op; op = op->next) {
    LxOpFn fn = lx_handler(s->m, op);
    if (!fn || !lx_operands_ready(s, op)) {
      lx_error(s->m, op, "LLVM Translation failed for operation: %s", op->name->name->str);
      return false;
    }
    if (!fn(s, op)) {
      if (!s->m->failed) lx_error(s->m, op, "LLVM Translation failed for operation: %s", op->name->name->str);
      return false;
    }
  }
  return true;
}

bool lx_translate_body(LxModule *m, LxFunc *f, Operation *fn) {
  Region *r = &fn->regions[0];
  for (Block *b = r->first; b; b = b->next)
    if (!distinct_successors(m, b)) return false;
  LxFnState s = {.m = m, .f = f};
  bool ok = true;
  for (Block *b = r->first; b && ok; b = b->next) {
    LxBlock *lb = lx_alloc(m, sizeof *lb);
    if (!lb) return false;
    lb->mlir = b;
    pv_push(m->alloc, &f->blocks, lb);
    pm_put(m->alloc, &s.blocks, b, (uintptr_t)lb);
  }
  for (unsigned a = 0; a < r->first->nargs; a++) lx_map(&s, r->first->args[a], f->args.data[a]);
  PtrMap seen = {0};
  PtrVec order = {0};
  for (Block *b = r->first; b && ok; b = b->next)
    if (!pm_get(&seen, b, NULL)) ok = rpo_from(m, b, &seen, &order);
  for (size_t i = 0; i < order.len && ok; i++) ok = translate_block(&s, order.data[i]);
  if (ok) ok = connect_phis(&s, r);
  pm_free(m->alloc, &seen);
  pv_free(m->alloc, &order);
  pm_free(m->alloc, &s.values);
  pm_free(m->alloc, &s.blocks);
  return ok && !m->failed && !m->alloc->oom;
}
