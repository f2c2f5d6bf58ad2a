/* infer.c: result types of ops created through the C API with inference
 * requested, for ops whose ODS record determines them. Upstream's ODS adds
 * InferTypeOpInterface to an op whose every result type is known from its
 * constraints (a buildable type such as I1, SameOperandsAndResultType,
 * AllTypesMatch and TypesMatchWith); this derives the same types from the
 * generated tables. Depends on dialects/ (the ODS tables) and asm/. */
#include "capi.h"
#include "../ods/ods.h"
#include "../ods/ods_format.h"

/* The position of the single operand named `name`, or -1 when it is not
 * a single operand at a fixed position (only single groups before it). */
static int operand_index(const OdsOp *o, const char *name, size_t num_operands) {
  for (unsigned i = 0; i < o->n_operands; i++) {
    if (strcmp(o->operands[i].name, name) == 0)
      return o->operands[i].arity == ODS_SINGLE && i < num_operands ? (int)i : -1;
    if (o->operands[i].arity != ODS_SINGLE) return -1;
  }
  return -1;
}

static int result_index(const OdsOp *o, const char *name) {
  for (unsigned i = 0; i < o->n_results; i++)
    if (strcmp(o->results[i].name, name) == 0) return (int)i;
  return -1;
}

/* The type of result `r` from the ODS record, given the results derived
 * so far (`types`, NULL where unknown), or NULL. */
static const Type *derive(OperationState *st, const OdsOp *o, unsigned r, const Type **types) {
  const OdsValue *res = &o->results[r];
  if (res->build_type) return parse_type_str(st->ctx, res->build_type, strlen(res->build_type));
  if ((o->ods_traits & ODS_SAME_OPERANDS_AND_RESULT_TYPE) && st->num_operands)
    return st->operands[0]->type;
  for (unsigned m = 0; m < o->n_matches; m++) {
    const OdsTypeMatch *tm = &o->matches[m];
    if (strcmp(tm->rhs, res->name) != 0) continue;
    int i = operand_index(o, tm->lhs, st->num_operands);
    const Type *from = i >= 0 ? st->operands[i]->type : NULL;
    int j = from ? -1 : result_index(o, tm->lhs);
    if (j >= 0) from = types[j];
    const Type *t = ods_match_apply_tm(st->ctx, tm, from);
    if (t) return t;
  }
  return NULL;
}

bool capi_infer_from_ods(OperationState *st) {
  const OdsOp *o = st->name->def ? st->name->def->ods : NULL;
  /* ODS gives an op without results no InferTypeOpInterface. */
  if (!o || o->n_results == 0 || o->n_results > 16) return false;
  const Type *types[16] = {0};
  for (unsigned i = 0; i < o->n_results; i++)
    if (o->results[i].arity != ODS_SINGLE) return false;
  /* Two rounds: a result may be derived from a later one. */
  for (int round = 0; round < 2; round++)
    for (unsigned i = 0; i < o->n_results; i++)
      if (!types[i]) types[i] = derive(st, o, i, types);
  for (unsigned i = 0; i < o->n_results; i++)
    if (!types[i]) return false;
  for (unsigned i = 0; i < o->n_results; i++)
    if (!opstate_add_type(st, types[i])) return false;
  return true;
}
