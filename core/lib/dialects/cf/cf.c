/* cf.c: the cf dialect's hand-written pieces: cf.switch's and cf.cond_br's
 * verifiers (cf.switch's syntax is the SwitchOpCases directive of ods_custom.c). */
#include "../dialects.h"

MLIR_INTERNAL extern const OdsDialect ODS_cf; /* generated from ODS */

/* SwitchOp::verify: case values of the flag's type, one per case
 * destination (the default destination is successor 0). */
static bool switch_verify(Operation *op) {
  const Attr *cv = op_get_attr(op, "case_values", 11);
  if (!cv || cv->kind != AK_DENSE_ELEMENTS || !op->num_operands) return true;
  Context *ctx = op_context(op);
  const Type *vt = WORD_PTR(const Type, cv->p[0]);
  const Type *flag = op->operands[0].value->type, *elem = shaped_elem(vt);
  if (elem != flag) {
    op_fail(op, "'flag' type ('%s') should match case value type ('%s')", type_text(ctx, flag),
            type_text(ctx, elem));
    return false;
  }
  int64_t n = shaped_num_elements(vt);
  unsigned dests = op->num_successors ? op->num_successors - 1 : 0;
  if (n != (int64_t)dests)
    return op_fail(op, "number of case values (%lld) should match number of case destinations (%u)", (long long)n,
                   dests);
  return true;
}

/* WeightedBranchOpInterface (verifyBranchWeights): one weight per
 * successor, not all zero. Errors without the op-name prefix, as upstream. */
static bool cond_br_verify(Operation *op) {
  const Attr *w = op_get_attr(op, "branch_weights", 14);
  if (!w || w->kind != AK_DENSE_ARRAY || !w->aux) return true;
  if (w->aux != op->num_successors)
    return op_fail_plain(op, "expects number of branch weights to match number of successors: %u vs %u", w->aux,
                         op->num_successors);
  const Ident *blob = WORD_PTR(const Ident, w->p[1]);
  for (size_t i = 0; i < blob->len; i++)
    if (blob->str[i]) return true;
  return op_fail_plain(op, "branch weights cannot all be zero");
}

static const OpHooks HOOKS[] = {
    {.name = "cf.cond_br", .verify = cond_br_verify},
    {.name = "cf.switch", .verify = switch_verify},
    {0},
};

MLIR_INTERNAL extern const FoldHook CF_FOLDS[];
MLIR_INTERNAL extern const Pattern *const CF_PATTERNS[];
MLIR_INTERNAL extern const OpInterfaceHooks CF_INTERFACES[];

const DialectDef CF_DIALECT = {.ns = "cf",
                               .ods = &ODS_cf,
                               .hooks = HOOKS,
                               .folds = (const FoldHook *const[]){CF_FOLDS, NULL},
                               .patterns = (const Pattern *const *const[]){CF_PATTERNS, NULL},
                               .interfaces = (const OpInterfaceHooks *const[]){CF_INTERFACES, NULL}};
