/* branch.c: the BranchOpInterface of the branch ops we know (cf.br,
 * cf.cond_br, cf.switch): which operands each successor receives, and
 * erasing or appending successor operands while keeping the ops' segment
 * attributes consistent. Erasing shifts later operands down and relinks
 * them at the front of their use lists, as upstream's operand storage. */
#include "interfaces.h"
#include "../ods/ods_format.h"

bool ods_operands(const Operation *op, const char *name, unsigned *start, unsigned *count) {
  const OdsOp *o = op_ods(op);
  *start = *count = 0;
  for (unsigned i = 0; o && i < o->n_operands; i++)
    if (strcmp(o->operands[i].name, name) == 0) {
      ods_operand_group(op, o, i, start, count);
      return true;
    }
  return false;
}

static const Attr *get_i32_array(const Operation *op, const char *name, unsigned *n, const int32_t **data) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  if (!a || a->kind != AK_DENSE_ARRAY) return NULL;
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  if (blob->len != a->aux * 4u) return NULL;
  *n = a->aux;
  *data = (const int32_t *)(const void *)blob->str;
  return a;
}

static int32_t i32_at(const int32_t *d, unsigned i) {
  int32_t v;
  memcpy(&v, &d[i], 4);
  return v;
}

static void set_i32_array(Operation *op, const char *name, unsigned n, const int32_t *vals) {
  Context *ctx = op_context(op);
  const Attr *a = attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), n, vals, n * 4u);
  if (a) op_set_attr(op, ident_cstr(ctx, name), a);
}

bool op_is_branch(const Operation *op) {
  return op_is(op, "cf.br") || op_is(op, "cf.cond_br") || op_is(op, "cf.switch");
}

bool branch_succ_operands(const Operation *op, unsigned succ, unsigned *start, unsigned *count) {
  *start = *count = 0;
  if (succ >= op->num_successors) return false;
  if (op_is(op, "cf.br")) {
    *count = op->num_operands;
    return true;
  }
  if (op_is(op, "cf.cond_br"))
    return ods_operands(op, succ == 0 ? "trueDestOperands" : "falseDestOperands", start, count);
  if (op_is(op, "cf.switch")) {
    if (succ == 0) return ods_operands(op, "defaultOperands", start, count);
    unsigned cs, cc, n;
    const int32_t *segs;
    if (!ods_operands(op, "caseOperands", &cs, &cc) || !get_i32_array(op, "case_operand_segments", &n, &segs) ||
        succ - 1 >= n)
      return false;
    unsigned s = cs;
    for (unsigned i = 0; i < succ - 1; i++) s += (unsigned)i32_at(segs, i);
    *start = s;
    *count = (unsigned)i32_at(segs, succ - 1);
    return true;
  }
  return false;
}

Value *branch_succ_block_arg(const Operation *op, unsigned operand_index) {
  for (unsigned s = 0; s < op->num_successors; s++) {
    unsigned st, c;
    if (!branch_succ_operands(op, s, &st, &c)) return NULL;
    if (operand_index >= st && operand_index < st + c) {
      Block *b = op->successors[s].block;
      unsigned k = operand_index - st;
      return b && k < b->nargs ? b->args[k] : NULL;
    }
  }
  return NULL;
}

void op_erase_operand(Operation *op, unsigned i) {
  if (i >= op->num_operands) return;
  operand_set(&op->operands[i], NULL);
  for (unsigned j = i; j + 1 < op->num_operands; j++) {
    Value *v = op->operands[j + 1].value;
    operand_set(&op->operands[j + 1], NULL);
    operand_set(&op->operands[j], v);
  }
  op->num_operands--;
}

/* Adjusts the segment sizes of the ODS group `group` by `delta`, and for a
 * switch case its entry in case_operand_segments. */
static void adjust_segments(Operation *op, const char *group, int delta, int switch_case) {
  const OdsOp *o = op_ods(op);
  unsigned n;
  const int32_t *segs;
  if (o && (o->ods_traits & ODS_ATTR_SIZED_OPERANDS) && get_i32_array(op, "operandSegmentSizes", &n, &segs)) {
    int32_t vals[16];
    if (n <= 16) {
      for (unsigned i = 0; i < n; i++) vals[i] = i32_at(segs, i);
      for (unsigned i = 0; i < o->n_operands && i < n; i++)
        if (strcmp(o->operands[i].name, group) == 0) vals[i] += delta;
      set_i32_array(op, "operandSegmentSizes", n, vals);
    }
  }
  if (switch_case >= 0 && get_i32_array(op, "case_operand_segments", &n, &segs) && (unsigned)switch_case < n) {
    int32_t small[16], *vals = n <= 16 ? small : ctx_alloc(op_context(op), n * sizeof *vals);
    if (!vals) return;
    for (unsigned i = 0; i < n; i++) vals[i] = i32_at(segs, i);
    vals[switch_case] += delta;
    set_i32_array(op, "case_operand_segments", n, vals);
    if (vals != small) ctx_free(op_context(op), vals);
  }
}

static const char *succ_group(const Operation *op, unsigned succ, int *switch_case) {
  *switch_case = -1;
  if (op_is(op, "cf.cond_br")) return succ == 0 ? "trueDestOperands" : "falseDestOperands";
  if (op_is(op, "cf.switch")) {
    if (succ == 0) return "defaultOperands";
    *switch_case = (int)succ - 1;
    return "caseOperands";
  }
  return NULL;
}

void branch_erase_succ_operand(Operation *op, unsigned succ, unsigned idx) {
  unsigned st, c;
  if (!branch_succ_operands(op, succ, &st, &c) || idx >= c) return;
  op_erase_operand(op, st + idx);
  int sc;
  const char *g = succ_group(op, succ, &sc);
  if (g) adjust_segments(op, g, -1, sc);
}

void branch_append_succ_operands(Operation *op, unsigned succ, unsigned n, Value *const *vals) {
  unsigned st, c;
  if (!n || !branch_succ_operands(op, succ, &st, &c)) return;
  Context *ctx = op_context(op);
  unsigned total = op->num_operands + n, at = st + c;
  Value **all = ctx_alloc(ctx, total * sizeof *all);
  if (!all) return;
  for (unsigned i = 0; i < at; i++) all[i] = op->operands[i].value;
  for (unsigned i = 0; i < n; i++) all[at + i] = vals[i];
  for (unsigned i = at; i < op->num_operands; i++) all[n + i] = op->operands[i].value;
  op_set_operands(op, total, all);
  ctx_free(ctx, all);
  int sc;
  const char *g = succ_group(op, succ, &sc);
  if (g) adjust_segments(op, g, (int)n, sc);
}
