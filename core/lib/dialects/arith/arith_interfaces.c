/* arith_interfaces.c: speculation of the arith divisions (upstream's
 * getDivUISpeculatability / getDivSISpeculatability): a division may only
 * be speculated when its divisor is a constant (or splat) that can never
 * trap: non-zero, and for signed divisions not -1. */
#include "../dialects.h"
#include "../../interfaces/interfaces.h"

/* The divisor's bits and width when it is an integer constant or splat. */
static bool divisor_bits(const Operation *op, uint64_t *bits, unsigned *width) {
  const Value *v = op->num_operands == 2 ? op->operands[1].value : NULL;
  const Operation *def = v ? value_defining_op(v) : NULL;
  const OdsOp *o = def ? op_ods(def) : NULL;
  if (!o || !(o->ods_traits & ODS_CONSTANT_LIKE)) return false;
  const Attr *a = op_get_attr(def, "value", 5);
  const Type *et = NULL;
  if (a && a->kind == AK_INTEGER) {
    et = attr_get_type(a);
    *bits = a->p[1];
  } else if (a && a->kind == AK_DENSE_ELEMENTS && a->aux) {
    et = shaped_elem(WORD_PTR(const Type, a->p[0]));
    const Ident *blob = WORD_PTR(const Ident, a->p[1]);
    if (!type_is_int_or_index(et)) return false;
    *bits = 0;
    for (size_t b = 0; b < 8 && b < blob->len; b++) *bits |= (uint64_t)(unsigned char)blob->str[b] << (8 * b);
  }
  if (!type_is_int_or_index(et)) return false;
  *width = et->kind == TK_INDEX ? 64 : type_int_width(et);
  if (*width < 64) *bits &= (1ULL << *width) - 1;
  return true;
}

static int div_unsigned(Operation *op) {
  uint64_t bits;
  unsigned w;
  return divisor_bits(op, &bits, &w) && bits != 0 ? SPEC_YES : SPEC_NOT;
}

static int div_signed(Operation *op) {
  uint64_t bits;
  unsigned w;
  if (!divisor_bits(op, &bits, &w) || bits == 0) return SPEC_NOT;
  uint64_t all_ones = w >= 64 ? ~0ULL : (1ULL << w) - 1;
  return bits != all_ones ? SPEC_YES : SPEC_NOT;
}

const OpInterfaceHooks ARITH_INTERFACES[] = {
    {.name = "arith.ceildivsi", .speculatability = div_signed},
    {.name = "arith.ceildivui", .speculatability = div_unsigned},
    {.name = "arith.divsi", .speculatability = div_signed},
    {.name = "arith.divui", .speculatability = div_unsigned},
    {0},
};
