/* ods_infer.c: the types an op's ODS record determines from the types
 * known so far (SameOperandsAndResultType, SameTypeOperands, AllTypesMatch,
 * TypesMatchWith and buildable types such as I1), as upstream's generated
 * parsers and InferTypeOpInterface derive them. One engine for the
 * declarative format parser (types the text leaves out) and the C API
 * (results of ops created with inference). */
#include "ods_format.h"

static FmtGroup *group_by_name(const OdsInfer *in, const char *name, bool *is_operand) {
  const OdsOp *o = in->o;
  for (unsigned i = 0; i < o->n_operands; i++)
    if (strcmp(o->operands[i].name, name) == 0) {
      *is_operand = true;
      return &in->operands[i];
    }
  for (unsigned i = 0; i < o->n_results; i++)
    if (strcmp(o->results[i].name, name) == 0) {
      *is_operand = false;
      return &in->results[i];
    }
  return NULL;
}

/* Before a transformer derives a type from `name`'s, its constraint is
 * checked, as upstream's generated code does (the transformer assumes the
 * type is valid). */
static bool value_satisfies(const OdsInfer *in, const char *name, const Type *t) {
  const OdsOp *o = in->o;
  const OdsValue *v = NULL;
  for (unsigned i = 0; i < o->n_operands && !v; i++)
    if (strcmp(o->operands[i].name, name) == 0) v = &o->operands[i];
  for (unsigned i = 0; i < o->n_results && !v; i++)
    if (strcmp(o->results[i].name, name) == 0) v = &o->results[i];
  if (!v || !v->cons || !v->cons->pred || v->cons->pred(t)) return true;
  return in->type_error ? in->type_error(in->user, name, v->cons, t) : false;
}

static unsigned group_size(const FmtGroup *g, bool is_operand) {
  return is_operand ? g->nuses : g->ntypes;
}

static bool fill_group(const OdsInfer *in, FmtGroup *g, unsigned count, const Type *t) {
  g->have_types = true;
  for (unsigned i = 0; i < count; i++)
    if (!fmt_group_add_type(in->ctx, g, t)) return false;
  return true;
}

/* Propagates known types along the op's type relations until nothing
 * changes. Single-value groups only, as upstream's traits describe. */
static bool propagate(const OdsInfer *in) {
  const OdsOp *o = in->o;
  Context *ctx = in->ctx;
  bool changed = true;
  while (changed) {
    changed = false;
    if (o->ods_traits & (ODS_SAME_OPERANDS_AND_RESULT_TYPE | ODS_SAME_TYPE_OPERANDS)) {
      const Type *known = NULL;
      for (unsigned i = 0; i < o->n_operands && !known; i++)
        if (in->operands[i].have_types && in->operands[i].ntypes) known = in->operands[i].types[0];
      bool with_results = o->ods_traits & ODS_SAME_OPERANDS_AND_RESULT_TYPE;
      for (unsigned i = 0; with_results && i < o->n_results && !known; i++)
        if (in->results[i].have_types && in->results[i].ntypes) known = in->results[i].types[0];
      if (known) {
        for (unsigned i = 0; i < o->n_operands; i++)
          if (!in->operands[i].have_types) {
            if (!fill_group(in, &in->operands[i], in->operands[i].nuses, known)) return false;
            changed = true;
          }
        for (unsigned i = 0; with_results && i < o->n_results; i++)
          if (!in->results[i].have_types) {
            if (!fill_group(in, &in->results[i], 1, known)) return false;
            changed = true;
          }
      }
    }
    for (unsigned m = 0; m < o->n_matches; m++) {
      const OdsTypeMatch *tm = &o->matches[m];
      bool lop, rop;
      FmtGroup *l = group_by_name(in, tm->lhs, &lop), *r = group_by_name(in, tm->rhs, &rop);
      if (!l || !r) continue;
      if (ods_match_is_range(tm->kind)) {
        /* The whole group takes the derived range (its length is checked
         * against the operands when they are resolved). */
        if (!l->have_types || !l->ntypes || r->have_types) continue;
        if (!value_satisfies(in, tm->lhs, l->types[0])) return false;
        int n = ods_match_range_size(tm, l->types[0]);
        if (n < 0) continue;
        r->have_types = true;
        for (int k = 0; k < n; k++)
          if (!fmt_group_add_type(ctx, r, ods_match_range_type(tm, l->types[0], (unsigned)k))) return false;
        changed = true;
      } else if (l->have_types && l->ntypes && !r->have_types) {
        if (tm->kind != ODS_MATCH_SAME && !value_satisfies(in, tm->lhs, l->types[0])) return false;
        const Type *t = ods_match_apply_tm(ctx, tm, l->types[0]);
        if (!t) continue;
        unsigned count = rop ? group_size(r, true) : 1;
        if (!rop && tm->kind == ODS_MATCH_ELEMENTS) {
          int64_t n = type_is_shaped(l->types[0]) ? shaped_num_elements(l->types[0]) : -1;
          count = n >= 0 ? (unsigned)n : 0;
        }
        if (!fill_group(in, r, count, t)) return false;
        changed = true;
      } else if (tm->kind == ODS_MATCH_SAME && r->have_types && r->ntypes && !l->have_types) {
        if (!fill_group(in, l, lop ? group_size(l, true) : 1, r->types[0])) return false;
        changed = true;
      }
    }
  }
  return true;
}

/* Operands whose constraint builds its type (I1, Index, ...) need none in
 * the text. */
static bool build_types(const OdsInfer *in) {
  const OdsOp *o = in->o;
  for (unsigned i = 0; i < o->n_operands; i++) {
    FmtGroup *g = &in->operands[i];
    const char *bt = o->operands[i].build_type;
    if (g->have_types || !bt) continue;
    const Type *t = parse_type_str(in->ctx, bt, strlen(bt));
    if (!t || !fill_group(in, g, g->nuses, t)) return false;
  }
  for (unsigned i = 0; i < o->n_results; i++) {
    FmtGroup *g = &in->results[i];
    const char *bt = o->results[i].build_type;
    if (g->have_types || !bt || o->results[i].arity != ODS_SINGLE) continue;
    const Type *t = parse_type_str(in->ctx, bt, strlen(bt));
    if (!t || !fill_group(in, g, 1, t)) return false;
  }
  return true;
}

bool ods_infer_types(const OdsInfer *in) { return propagate(in) && build_types(in) && propagate(in); }
