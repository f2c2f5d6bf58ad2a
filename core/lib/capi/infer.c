/* infer.c: result types of ops created through the C API with inference
 * requested, for ops whose ODS record determines them (upstream's ODS adds
 * InferTypeOpInterface to an op whose every result type follows from its
 * constraints); the ODS inference engine (ods/ods_infer.c) derives them
 * from the operands' types. */
#include "capi.h"
#include "../ods/ods_format.h"

/* The size of each operand group of the state: single groups take one
 * operand, a lone variadic group the rest; with several variadic groups
 * the state's operandSegmentSizes says. False when they cannot be told. */
static bool group_sizes(const OperationState *st, const OdsOp *o, unsigned *sizes) {
  unsigned variadic = 0, fixed = 0;
  for (unsigned i = 0; i < o->n_operands; i++) {
    if (o->operands[i].arity == ODS_SINGLE) fixed++;
    else variadic++;
  }
  const Attr *segs = NULL;
  for (size_t k = 0; k < st->num_attrs; k++)
    if (strcmp(st->attrs[k].name->str, "operandSegmentSizes") == 0) segs = st->attrs[k].value;
  if (segs && segs->kind == AK_DENSE_ARRAY && segs->aux == o->n_operands) {
    const Ident *blob = WORD_PTR(const Ident, segs->p[1]);
    size_t total = 0;
    for (unsigned i = 0; i < o->n_operands; i++) {
      int32_t n;
      memcpy(&n, blob->str + 4 * i, 4);
      if (n < 0) return false;
      sizes[i] = (unsigned)n;
      total += (unsigned)n;
    }
    return total == st->num_operands;
  }
  if (variadic > 1 || st->num_operands < fixed || (!variadic && st->num_operands != fixed)) return false;
  for (unsigned i = 0; i < o->n_operands; i++)
    sizes[i] = o->operands[i].arity == ODS_SINGLE ? 1 : (unsigned)(st->num_operands - fixed);
  return true;
}

bool capi_infer_from_ods(OperationState *st) {
  const OdsOp *o = st->name->def ? st->name->def->ods : NULL;
  /* ODS gives an op without results no InferTypeOpInterface. */
  if (!o || o->n_results == 0) return false;
  for (unsigned i = 0; i < o->n_results; i++)
    if (o->results[i].arity != ODS_SINGLE) return false;
  Context *ctx = st->ctx;
  unsigned n = o->n_operands + o->n_results;
  FmtGroup *groups = ctx_zalloc(ctx, (n ? n : 1) * sizeof *groups);
  unsigned *sizes = ctx_alloc(ctx, (o->n_operands + 1) * sizeof *sizes);
  bool ok = groups && sizes && group_sizes(st, o, sizes);
  FmtGroup *operands = groups, *results = groups ? groups + o->n_operands : NULL;
  for (unsigned i = 0, k = 0; ok && i < o->n_operands; i++) {
    operands[i].have_types = true;
    operands[i].nuses = sizes[i];
    for (unsigned u = 0; ok && u < sizes[i]; u++) ok = fmt_group_add_type(ctx, &operands[i], st->operands[k++]->type);
  }
  if (ok) {
    OdsInfer in = {ctx, o, operands, results, NULL, NULL};
    ok = ods_infer_types(&in);
  }
  for (unsigned i = 0; ok && i < o->n_results; i++) ok = results[i].have_types && results[i].ntypes == 1;
  for (unsigned i = 0; ok && i < o->n_results; i++) ok = opstate_add_type(st, results[i].types[0]);
  for (unsigned i = 0; groups && i < n; i++) ctx_free(ctx, groups[i].types);
  ctx_free(ctx, groups);
  ctx_free(ctx, sizes);
  return ok;
}
