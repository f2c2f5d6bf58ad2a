/* ods_verify.c: an op's ODS invariants, as upstream's generated
 * verifyInvariants checks them: operand/result/region/successor counts,
 * attributes (required, constraint), operand and result types, region
 * constraints, then the traits (same types, parents, terminators, type
 * relations), with upstream's messages. */
#include "ods_format.h"

static void type_str(const Type *t, StrBuf *sb) {
  sb_putc(sb, '\'');
  print_type(t, sb);
  sb_putc(sb, '\'');
}

static bool check_counts(Operation *op, const OdsOp *o) {
  unsigned fixed = 0, variadic = 0;
  for (unsigned i = 0; i < o->n_operands; i++) {
    if (o->operands[i].arity == ODS_SINGLE) fixed++;
    else variadic++;
  }
  if (!variadic && op->num_operands != fixed)
    return op_fail(op, "expected %u operands, but found %u", fixed, op->num_operands);
  if (variadic && op->num_operands < fixed)
    return op_fail(op, "expected %u or more operands, but found %u", fixed, op->num_operands);
  fixed = variadic = 0;
  for (unsigned i = 0; i < o->n_results; i++) {
    if (o->results[i].arity == ODS_SINGLE) fixed++;
    else variadic++;
  }
  if (!variadic && op->num_results != fixed)
    return op_fail(op, "requires %u result%s", fixed, fixed == 1 ? "" : "s");
  bool var_regions = false;
  for (unsigned i = 0; i < o->n_regions; i++) var_regions |= o->regions[i].variadic;
  if (!var_regions && op->num_regions != o->n_regions)
    return op_fail(op, "requires %u region%s", o->n_regions, o->n_regions == 1 ? "" : "s");
  bool var_succ = false;
  for (unsigned i = 0; i < o->n_successors; i++) var_succ |= o->successors[i].variadic;
  if (!var_succ && op->num_successors != o->n_successors)
    return op_fail(op, "requires %u successor%s", o->n_successors, o->n_successors == 1 ? "" : "s");
  return true;
}

static bool check_segments(Operation *op, const OdsOp *o, bool operands) {
  if (!(o->ods_traits & (operands ? ODS_ATTR_SIZED_OPERANDS : ODS_ATTR_SIZED_RESULTS))) return true;
  const char *name = operands ? "operandSegmentSizes" : "resultSegmentSizes";
  unsigned ngroups = operands ? o->n_operands : o->n_results;
  const Attr *seg = op_get_attr(op, name, strlen(name));
  if (!seg || seg->kind != AK_DENSE_ARRAY) return op_fail(op, "requires attribute '%s'", name);
  if (seg->aux != ngroups)
    return op_fail(op, "'%s' attribute for specifying %s segments must have %u elements, but got %u",
                   name, operands ? "operand" : "result", ngroups, seg->aux);
  const Ident *blob = WORD_PTR(const Ident, seg->p[1]);
  int64_t sum = 0;
  for (unsigned i = 0; i < ngroups; i++) {
    int32_t v;
    memcpy(&v, blob->str + 4 * i, 4);
    sum += v;
  }
  unsigned actual = operands ? op->num_operands : op->num_results;
  if (sum != (int64_t)actual)
    return op_fail(op, "%s count (%u) does not match with the total size (%lld) specified in attribute '%s'",
                   operands ? "operand" : "result", actual, (long long)sum, name);
  return true;
}

static bool check_attrs(Operation *op, const OdsOp *o) {
  for (unsigned i = 0; i < o->n_attrs; i++) {
    const OdsAttr *a = &o->attrs[i];
    if (a->flags & ODS_ATTR_PROPERTY) continue;
    const Attr *v = op_get_attr(op, a->name, strlen(a->name));
    if (!v) {
      if (a->flags & (ODS_ATTR_OPTIONAL | ODS_ATTR_DEFAULT)) continue;
      return op_fail(op, "requires attribute '%s'", a->name);
    }
  }
  for (unsigned i = 0; i < o->n_attrs; i++) {
    const OdsAttr *a = &o->attrs[i];
    const Attr *v = op_get_attr(op, a->name, strlen(a->name));
    if (!v || !a->cons || !a->cons->pred) continue;
    if (!a->cons->pred(v))
      return op_fail(op, "attribute '%s' failed to satisfy constraint: %s", a->name, a->cons->summary);
  }
  return true;
}

static bool check_values(Operation *op, const OdsOp *o, bool operands) {
  unsigned n = operands ? o->n_operands : o->n_results;
  const OdsValue *defs = operands ? o->operands : o->results;
  Context *ctx = op_context(op);
  for (unsigned g = 0; g < n; g++) {
    unsigned start, count;
    if (operands) ods_operand_group(op, o, g, &start, &count);
    else ods_result_group(op, o, g, &start, &count);
    if (defs[g].arity == ODS_OPTIONAL && count > 1)
      return op_fail(op, "%s group starting at #%u requires 0 or 1 element, but found %u",
                     operands ? "operand" : "result", start, count);
    const OdsConstraint *c = defs[g].cons;
    if (!c || !c->pred) continue;
    for (unsigned k = 0; k < count; k++) {
      const Type *t = operands ? op->operands[start + k].value->type : op->results[start + k].type;
      if (c->pred(t)) continue;
      StrBuf ts;
      sb_init(&ts, &ctx->alloc);
      type_str(t, &ts);
      /* ODS's Variadic<T> (and VariadicOfVariadic) says "variadic of T". */
      bool variadic = defs[g].arity == ODS_VARIADIC || defs[g].arity == ODS_VARIADIC_OF_VARIADIC;
      op_fail(op, "%s #%u must be %s%s, but got %s", operands ? "operand" : "result", start + k,
              variadic ? "variadic of " : "", c->summary, ts.data ? ts.data : "");
      sb_free(&ts);
      return false;
    }
  }
  return true;
}

static bool check_regions(Operation *op, const OdsOp *o) {
  for (unsigned i = 0; i < o->n_regions && i < op->num_regions; i++) {
    const OdsRegion *r = &o->regions[i];
    if (r->max_blocks < 0) continue;
    unsigned nb = 0;
    for (Block *b = op->regions[i].first; b; b = b->next) nb++;
    if (nb > (unsigned)r->max_blocks || (r->max_blocks > 0 && nb != (unsigned)r->max_blocks))
      return op_fail(op, "region #%u ('%s') failed to verify constraint: %s", i, r->name,
                     r->cons ? r->cons->summary : "region");
  }
  return true;
}

/* ---- traits ---------------------------------------------------------------- */

static const Type *value_type_by_name(Operation *op, const OdsOp *o, const char *name) {
  for (unsigned i = 0; i < o->n_operands; i++)
    if (strcmp(o->operands[i].name, name) == 0) {
      unsigned s, c;
      ods_operand_group(op, o, i, &s, &c);
      return c ? op->operands[s].value->type : NULL;
    }
  for (unsigned i = 0; i < o->n_results; i++)
    if (strcmp(o->results[i].name, name) == 0) {
      unsigned s, c;
      ods_result_group(op, o, i, &s, &c);
      return c ? op->results[s].type : NULL;
    }
  for (unsigned i = 0; i < o->n_attrs; i++)
    if (strcmp(o->attrs[i].name, name) == 0) {
      const Attr *a = op_get_attr(op, name, strlen(name));
      return a ? attr_get_type(a) : NULL;
    }
  return NULL;
}

/* A range transformer (a FunctionType's inputs or results) against every
 * type of the group it names. */
static bool range_matches(Operation *op, const OdsOp *o, const OdsTypeMatch *tm, const Type *l) {
  int n = ods_match_range_size(tm, l);
  if (n < 0) return true; /* the lhs's own constraint reports it */
  unsigned start = 0, count = 0;
  bool found = false;
  for (unsigned i = 0; i < o->n_operands && !found; i++)
    if (strcmp(o->operands[i].name, tm->rhs) == 0) {
      ods_operand_group(op, o, i, &start, &count);
      found = true;
      if (count != (unsigned)n) return false;
      for (unsigned k = 0; k < count; k++)
        if (op->operands[start + k].value->type != ods_match_range_type(tm, l, k)) return false;
    }
  for (unsigned i = 0; i < o->n_results && !found; i++)
    if (strcmp(o->results[i].name, tm->rhs) == 0) {
      ods_result_group(op, o, i, &start, &count);
      found = true;
      if (count != (unsigned)n) return false;
      for (unsigned k = 0; k < count; k++)
        if (op->results[start + k].type != ods_match_range_type(tm, l, k)) return false;
    }
  return true;
}

/* The shapes of tensors (of any ranked shaped types when `shaped`), or none
 * (empty) for any other type, are equal. */
static bool tensor_dims_match(const Type *a, const Type *b, bool shaped) {
  bool ta = shaped ? shaped_has_rank(a) : a->kind == TK_RANKED_TENSOR;
  bool tb = shaped ? shaped_has_rank(b) : b->kind == TK_RANKED_TENSOR;
  if (shaped && !(ta && tb)) return false;
  unsigned ra = ta ? shaped_rank(a) : 0, rb = tb ? shaped_rank(b) : 0;
  if (ra != rb) return false;
  for (unsigned i = 0; i < ra; i++)
    if (shaped_dim(a, i) != shaped_dim(b, i)) return false;
  return true;
}

static bool check_traits(Operation *op, const OdsOp *o) {
  Context *ctx = op_context(op);
  if (o->ods_traits & ODS_SAME_OPERANDS_AND_RESULT_TYPE) {
    const Type *t = op->num_results ? op->results[0].type : op->num_operands ? op->operands[0].value->type : NULL;
    for (uint32_t i = 0; i < op->num_results; i++)
      if (op->results[i].type != t) return op_fail(op, "requires the same type for all operands and results");
    for (uint32_t i = 0; i < op->num_operands; i++)
      if (op->operands[i].value->type != t) return op_fail(op, "requires the same type for all operands and results");
  }
  if (o->ods_traits & ODS_SAME_TYPE_OPERANDS)
    for (uint32_t i = 1; i < op->num_operands; i++)
      if (op->operands[i].value->type != op->operands[0].value->type)
        return op_fail(op, "requires all operands to have the same type");
  if (o->traits & TRAIT_TERMINATOR) {
    if (!op->block || op->block->last != op)
      return op_fail(op, "must be the last operation in the parent block");
  }
  if (o->parents) {
    Operation *parent = op_parent_op(op);
    bool ok = false;
    for (const char *const *p = o->parents; *p && !ok; p++)
      ok = parent && strcmp(parent->name->name->str, *p) == 0;
    if (!ok) {
      StrBuf names;
      sb_init(&names, &ctx->alloc);
      for (const char *const *p = o->parents; *p; p++) {
        if (p != o->parents) sb_puts(&names, ", ");
        sb_puts(&names, *p);
      }
      bool many = o->parents[0] && o->parents[1];
      op_fail(op, many ? "expects parent op to be one of '%s'" : "expects parent op '%s'",
              names.data ? names.data : "");
      sb_free(&names);
      return false;
    }
  }
  if (o->interfaces & ODS_IF_SYMBOL) {
    /* SymbolOpInterface: a string name and a known visibility. */
    const Attr *name = op_get_attr(op, "sym_name", 8);
    bool optional = false;
    for (unsigned i = 0; i < o->n_attrs; i++)
      if (strcmp(o->attrs[i].name, "sym_name") == 0) optional = o->attrs[i].flags & ODS_ATTR_OPTIONAL;
    if ((!name && !optional) || (name && name->kind != AK_STRING))
      return op_fail(op, "requires string attribute 'sym_name'");
    const Attr *vis = op_get_attr(op, "sym_visibility", 14);
    if (vis) {
      const Ident *v = vis->kind == AK_STRING ? attr_string_ident(vis) : NULL;
      if (!v || (strcmp(v->str, "public") && strcmp(v->str, "private") && strcmp(v->str, "nested"))) {
        StrBuf got;
        sb_init(&got, &ctx->alloc);
        print_attribute(vis, &got);
        op_fail(op, "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s",
                got.data ? got.data : "");
        sb_free(&got);
        return false;
      }
    }
  }
  for (unsigned m = 0; m < o->n_matches; m++) {
    const OdsTypeMatch *tm = &o->matches[m];
    const Type *l = value_type_by_name(op, o, tm->lhs), *r = value_type_by_name(op, o, tm->rhs);
    if (l && ods_match_is_range(tm->kind)) {
      if (!range_matches(op, o, tm, l))
        return op_fail(op, "failed to verify that %s", tm->summary ? tm->summary : "types match");
      continue;
    }
    if (!l || !r) continue;
    if (tm->kind == ODS_MATCH_UNKNOWN) continue;
    if (tm->kind == ODS_MATCH_TENSOR_DIMS || tm->kind == ODS_MATCH_COND_SHAPE) {
      bool i1 = tm->kind == ODS_MATCH_COND_SHAPE && l == ctx->t_i1;
      if (!i1 && !tensor_dims_match(l, r, tm->kind == ODS_MATCH_COND_SHAPE)) return op_fail(op, "failed to verify that %s", tm->summary);
      continue;
    }
    bool ok = ods_match_apply_tm(ctx, tm, l) == r;
    if (!ok) return op_fail(op, "failed to verify that %s", tm->summary ? tm->summary : "types match");
  }
  const OpDef *def = op->name->def;
  if (def && def->verify_preds && !def->verify_preds(op)) return false;
  return ods_verify_shape_traits(op, o);
}

bool ods_verify_invariants(Operation *op) {
  const OdsOp *o = op_ods(op);
  if (!o) return true;
  return check_counts(op, o) && check_segments(op, o, true) && check_segments(op, o, false) &&
         check_attrs(op, o) && check_values(op, o, true) && check_values(op, o, false) &&
         check_regions(op, o) && check_traits(op, o);
}
