/* cf_interfaces.c: BranchOpInterface of the cf dialect (upstream's
 * ControlFlowOps.cpp): the operands each successor receives and the single
 * successor a constant condition or switch flag selects. */
#include "../dialects.h"
#include "../../interfaces/interfaces.h"

/* Element `i` of an integer DenseElementsAttr as raw bits (low 64). */
static uint64_t dense_bits_at(const Attr *a, size_t i) {
  const Type *et = shaped_elem(WORD_PTR(const Type, a->p[0]));
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  if (a->aux) i = 0; /* splat */
  unsigned width = et->kind == TK_INDEX ? 64 : type_int_width(et);
  if (width == 1) return i / 8 < blob->len ? ((unsigned char)blob->str[i / 8] >> (i % 8)) & 1 : 0;
  size_t bytes = (width + 7) / 8, k = bytes < 8 ? bytes : 8;
  uint64_t v = 0;
  for (size_t b = 0; b < k && (i * bytes + b) < blob->len; b++)
    v |= (uint64_t)(unsigned char)blob->str[i * bytes + b] << (8 * b);
  return v;
}

static OperandSlice br_operands(Operation *op, unsigned i) { return slice_of(0, op->num_operands); }

static Block *first_successor(Operation *op, const Attr *const *consts) {
  return op->num_successors ? op->successors[0].block : NULL;
}

static OperandSlice cond_br_operands(Operation *op, unsigned i) {
  return iface_operand_group(op, i == 0 ? 1 : 2);
}

static Block *cond_br_successor(Operation *op, const Attr *const *consts) {
  const Attr *c = consts ? consts[0] : NULL;
  const Type *t = c && c->kind == AK_INTEGER ? attr_get_type(c) : NULL;
  if (!t || t->kind != TK_INTEGER || type_int_width(t) != 1 || op->num_successors < 2) return NULL;
  return op->successors[(c->p[1] & 1) ? 0 : 1].block;
}

/* The case operands of case `k` (successor k + 1): a segment of the
 * caseOperands group, sized by `case_operand_segments`. */
static OperandSlice switch_operands(Operation *op, unsigned i) {
  if (i == 0) return iface_operand_group(op, 1);
  OperandSlice all = iface_operand_group(op, 2);
  const Attr *segs = op_get_attr(op, "case_operand_segments", 21);
  if (!segs || segs->kind != AK_DENSE_ARRAY) return slice_of(all.first, 0);
  const Ident *blob = WORD_PTR(const Ident, segs->p[1]);
  unsigned at = all.first;
  for (unsigned k = 0; k < segs->aux && (size_t)(k + 1) * 4 <= blob->len; k++) {
    int32_t n;
    memcpy(&n, blob->str + (size_t)k * 4, 4);
    unsigned count = n > 0 ? (unsigned)n : 0;
    if (at + count > all.first + all.count) count = 0;
    if (k + 1 == i) return slice_of(at, count);
    at += count;
  }
  return slice_of(at, 0);
}

static Block *switch_successor(Operation *op, const Attr *const *consts) {
  if (!op->num_successors) return NULL;
  Block *dflt = op->successors[0].block;
  const Attr *cases = op_get_attr(op, "case_values", 11);
  if (!cases || cases->kind != AK_DENSE_ELEMENTS) return dflt;
  const Attr *flag = consts ? consts[0] : NULL;
  if (!flag || flag->kind != AK_INTEGER) return NULL;
  int64_t n = shaped_num_elements(WORD_PTR(const Type, cases->p[0]));
  for (int64_t k = 0; k < n && (uint64_t)k + 1 < op->num_successors; k++)
    if (dense_bits_at(cases, (size_t)k) == flag->p[1]) return op->successors[k + 1].block;
  return dflt;
}

const OpInterfaceHooks CF_INTERFACES[] = {
    {.name = "cf.br", .successor_operands = br_operands, .successor_for_operands = first_successor},
    {.name = "cf.cond_br", .successor_operands = cond_br_operands, .successor_for_operands = cond_br_successor},
    {.name = "cf.switch", .successor_operands = switch_operands, .successor_for_operands = switch_successor},
    {0},
};
