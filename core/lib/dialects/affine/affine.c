/* affine.c: the affine dialect's hand-written pieces (upstream's
 * AffineOps.cpp): the custom syntax of affine.for, affine.if,
 * affine.apply, affine.min/max, affine.load/store, affine.vector_load/
 * vector_store, affine.prefetch and affine.parallel (affine maps written
 * over SSA values, `%i + 1` and `symbol(%n)`), their verifiers with the
 * dimension/symbol validity rules, and the verifiers of affine.yield and
 * affine.delinearize_index. affine.linearize_index and
 * affine.delinearize_index use their declarative formats. */
#include "../dialects.h"
#include "../utils/dialect_util.h"
#include "../utils/elems.h"
#include "affine_ops.h"

MLIR_INTERNAL extern const OdsDialect ODS_affine; /* generated from ODS */

/* ---- attribute access -------------------------------------------------------- */

static const AffineMap *map_attr(const Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, a->p[0]) : NULL;
}

static unsigned map_inputs(const AffineMap *m) {
  return m ? affine_map_num_dims(m) + affine_map_num_symbols(m) : 0;
}

static bool add_map_attr(OperationState *st, const char *name, const AffineMap *m) {
  const Attr *a = m ? attr_affine_map(st->ctx, m) : NULL;
  return a && opstate_add_attr(st, ident_cstr(st->ctx, name), a);
}

/* ---- dimension and symbol validity (isValidDim / isValidSymbol) ---------------- */

static bool has_name(const Operation *op, const char *name) {
  return op && strcmp(op->name->name->str, name) == 0;
}

static Operation *owner_op_of_arg(const Value *v) {
  const Block *b = v->owner;
  return b && b->parent ? b->parent->parent : NULL;
}

static Region *value_region(const Value *v) {
  if (v->kind == VALUE_BLOCK_ARG) {
    const Block *b = v->owner;
    return b ? b->parent : NULL;
  }
  const Operation *def = v->owner;
  return def && def->block ? def->block->parent : NULL;
}

/* The region immediately held by the closest AffineScope op above `op`. */
static Region *affine_scope(Operation *op) {
  Operation *cur = op;
  for (Operation *parent = op_parent_op(cur); parent; cur = parent, parent = op_parent_op(cur))
    if (op_has_trait(parent, TRAIT_AFFINE_SCOPE)) return cur->block ? cur->block->parent : NULL;
  return NULL;
}

/* Defined (or an argument) directly in a region of an AffineScope op. */
static bool is_top_level_value(const Value *v) {
  Operation *parent = NULL;
  if (v->kind == VALUE_BLOCK_ARG) parent = owner_op_of_arg(v);
  else if (v->owner) parent = op_parent_op((Operation *)v->owner);
  return parent && op_has_trait(parent, TRAIT_AFFINE_SCOPE);
}

static bool is_constant_op(const Operation *op) {
  const OdsOp *o = op_ods(op);
  return o && (o->ods_traits & ODS_CONSTANT_LIKE);
}

static bool is_dim_op(const Operation *op) { return has_name(op, "memref.dim") || has_name(op, "tensor.dim"); }

static bool valid_symbol_in(const Value *v, Region *region, unsigned depth);

/* A value that dominates the region's parent op (not isolated) is a valid
 * symbol if it is one in the enclosing region. */
static bool valid_symbol_above(const Value *v, Region *region, unsigned depth) {
  Operation *rop = region ? region->parent : NULL;
  if (rop && !op_has_trait(rop, TRAIT_ISOLATED_FROM_ABOVE) && rop->block && rop->block->parent)
    return valid_symbol_in(v, rop->block->parent, depth + 1);
  return false;
}

static bool valid_symbol_in(const Value *v, Region *region, unsigned depth) {
  if (!v || v->type->kind != TK_INDEX || depth > MAX_PARSE_DEPTH) return false;
  if (region && value_region(v) == region) return true;
  if (v->kind != VALUE_RESULT) return valid_symbol_above(v, region, depth);
  Operation *def = v->owner;
  if (is_constant_op(def)) return true;
  if (has_name(def, "affine.apply")) {
    for (unsigned i = 0; i < def->num_operands; i++)
      if (!valid_symbol_in(def->operands[i].value, region, depth + 1)) return false;
    return true;
  }
  if (is_dim_op(def)) {
    /* The dim op is fine when its source is defined at the top level. */
    if (def->num_operands && is_top_level_value(def->operands[0].value)) return true;
    return false;
  }
  /* A pure op over valid symbols yields a valid symbol. */
  const OdsOp *o = op_ods(def);
  if (o && (o->ods_traits & ODS_ALWAYS_SPECULATABLE) && o->effects == ME_KNOWN && !def->num_regions) {
    bool all = true;
    for (unsigned i = 0; all && i < def->num_operands; i++)
      all = valid_symbol_in(def->operands[i].value, region, depth + 1);
    if (all) return true;
  }
  return valid_symbol_above(v, region, depth);
}

/* An induction variable: affine.for's first block argument (the others
 * are its iteration values), any of affine.parallel's. */
static bool is_induction_var(const Value *v) {
  Operation *parent = owner_op_of_arg(v);
  if (has_name(parent, "affine.parallel")) return true;
  return has_name(parent, "affine.for") && v->index == 0;
}

static bool valid_dim_in(const Value *v, Region *region) {
  if (!v || v->type->kind != TK_INDEX) return false;
  if (valid_symbol_in(v, region, 0)) return true;
  if (v->kind == VALUE_BLOCK_ARG) return is_induction_var(v);
  if (v->kind != VALUE_RESULT) return false;
  Operation *def = v->owner;
  if (has_name(def, "affine.apply")) {
    for (unsigned i = 0; i < def->num_operands; i++)
      if (!valid_dim_in(def->operands[i].value, region)) return false;
    return true;
  }
  if (is_dim_op(def)) return def->num_operands && is_top_level_value(def->operands[0].value);
  return false;
}

bool affine_is_valid_symbol(const Value *v) {
  if (!v || v->type->kind != TK_INDEX) return false;
  if (is_top_level_value(v)) return true;
  if (v->kind != VALUE_RESULT) return false;
  return valid_symbol_in(v, affine_scope((Operation *)v->owner), 0);
}

bool affine_is_valid_dim(const Value *v) {
  if (!v || v->type->kind != TK_INDEX) return false;
  if (v->kind == VALUE_RESULT) return valid_dim_in(v, affine_scope((Operation *)v->owner));
  Operation *parent = owner_op_of_arg(v);
  return is_induction_var(v) || (parent && op_has_trait(parent, TRAIT_AFFINE_SCOPE));
}

/* verifyDimAndSymbolIdentifiers over operands [from, from+n). */
static bool verify_dims_and_symbols(Operation *op, unsigned from, unsigned n, unsigned ndims) {
  Region *scope = affine_scope(op);
  for (unsigned i = 0; i < n && from + i < op->num_operands; i++) {
    const Value *v = op->operands[from + i].value;
    if (i < ndims) {
      if (!valid_dim_in(v, scope)) return op_fail(op, "operand cannot be used as a dimension id");
    } else if (!valid_symbol_in(v, scope, 0)) {
      return op_fail(op, "operand cannot be used as a symbol");
    }
  }
  return true;
}

/* ---- printing maps over SSA values -------------------------------------------- */

static void value_text(Printer *pr, const Value *v, StrBuf *sb) {
  StrBuf *saved = pr->out;
  pr->out = sb;
  pr_value(pr, v);
  pr->out = saved;
}

/* printAffineExprOfSSAIds: the expression as the printer writes it, with
 * each dN replaced by the name of dims[N] and each sN by symbol(syms[N]). */
static void print_expr_ssa(Printer *pr, const AffineExpr *e, const OpOperand *dims, unsigned nd,
                           const OpOperand *syms, unsigned ns) {
  StrBuf text;
  sb_init(&text, &pr->ctx->alloc);
  print_affine_expression(e, &text);
  const char *s = text.data ? text.data : "";
  for (size_t i = 0; i < text.len;) {
    char c = s[i];
    bool word_start = i == 0 || !((s[i - 1] | 32) >= 'a' && (s[i - 1] | 32) <= 'z');
    if ((c == 'd' || c == 's') && word_start && i + 1 < text.len && s[i + 1] >= '0' && s[i + 1] <= '9') {
      size_t j = i + 1;
      unsigned k = 0;
      while (j < text.len && s[j] >= '0' && s[j] <= '9') k = k * 10 + (unsigned)(s[j++] - '0');
      if (c == 'd' && k < nd) {
        value_text(pr, dims[k].value, pr->out);
      } else if (c == 's' && k < ns) {
        pr_puts(pr, "symbol(");
        value_text(pr, syms[k].value, pr->out);
        pr_putc(pr, ')');
      } else {
        sb_append(pr->out, s + i, j - i);
      }
      i = j;
      continue;
    }
    pr_putc(pr, c);
    i++;
  }
  sb_free(&text);
}

/* printAffineMapOfSSAIds: the results comma-separated; operands are the
 * map's dims then its symbols. */
void affine_print_map_ssa(Printer *pr, const AffineMap *m, const OpOperand *operands, unsigned n) {
  if (!m) return;
  unsigned nd = affine_map_num_dims(m);
  if (nd > n) nd = n;
  for (unsigned i = 0; i < affine_map_num_results(m); i++) {
    if (i) pr_puts(pr, ", ");
    print_expr_ssa(pr, affine_map_result(m, i), operands, nd, operands + nd, n - nd);
  }
}

/* printDimAndSymbolList: `(%d0, ...)` and `[%s0, ...]` when there are any. */
static void print_dims_and_symbols(Printer *pr, const Operation *op, unsigned from, unsigned n, unsigned ndims) {
  if (ndims > n) ndims = n;
  pr_putc(pr, '(');
  pr_operands(pr, op, from, ndims);
  pr_putc(pr, ')');
  if (n > ndims) {
    pr_putc(pr, '[');
    pr_operands(pr, op, from + ndims, n - ndims);
    pr_putc(pr, ']');
  }
}

/* parseDimAndSymbolList: `(%a, ...)` then an optional `[%s, ...]`. */
static bool parse_dims_and_symbols(Parser *p, UseList *uses, unsigned *ndims) {
  if (!parse_operand_list(p, T_LPAREN, -1, uses)) return false;
  *ndims = (unsigned)uses->n;
  if (p->tok.kind == T_LSQUARE && !parse_operand_list(p, T_LSQUARE, -1, uses)) return false;
  return true;
}

/* Parses an affine map attribute (or an alias of one) into `*m`. */
static bool parse_map_attr(Parser *p, const AffineMap **m) {
  Token at = p->tok;
  const Attr *a = parse_attribute(p, NULL);
  if (!a) return false;
  if (a->kind != AK_AFFINE_MAP) return parser_op_error(p, &at, "invalid kind of attribute specified");
  *m = WORD_PTR(const AffineMap, a->p[0]);
  return true;
}

/* ---- affine.apply, affine.min, affine.max ---------------------------------------- */

/* `#map(%dims)[%syms] attr-dict`; one index result per map result
 * (apply) or one index result (min/max). */
static bool parse_map_op(Parser *p, OperationState *st, bool apply) {
  Context *ctx = p->ctx;
  UseList uses = {0};
  const AffineMap *m = NULL;
  unsigned ndims;
  bool ok = false;
  if (!parse_map_attr(p, &m) || !add_map_attr(st, "map", m) || !parse_dims_and_symbols(p, &uses, &ndims) ||
      !parse_optional_attr_dict(p, st))
    goto done;
  if (apply && (affine_map_num_dims(m) != ndims || map_inputs(m) != uses.n)) {
    parser_error_loc(p, st->loc, "dimension or symbol index mismatch");
    goto done;
  }
  if (!resolve_operands(p, &uses, NULL, ctx->t_index, st)) goto done;
  unsigned nres = apply ? affine_map_num_results(m) : 1;
  ok = true;
  for (unsigned i = 0; ok && i < nres; i++) ok = opstate_add_type(st, ctx->t_index);
done:
  use_list_free(ctx, &uses);
  return ok;
}

static bool apply_parse(Parser *p, OperationState *st) { return parse_map_op(p, st, true); }
static bool min_max_parse(Parser *p, OperationState *st) { return parse_map_op(p, st, false); }

static void map_op_print(Printer *pr, Operation *op) {
  const AffineMap *m = map_attr(op, "map");
  pr_putc(pr, ' ');
  pr_attr(pr, op_get_attr(op, "map", 3));
  print_dims_and_symbols(pr, op, 0, op->num_operands, m ? affine_map_num_dims(m) : 0);
  static const char *const elided[] = {"map", NULL};
  pr_attr_dict(pr, op, elided, false);
}

static bool apply_verify(Operation *op) {
  const AffineMap *m = map_attr(op, "map");
  if (!m) return true;
  if (op->num_operands != map_inputs(m))
    return op_fail(op, "operand count and affine map dimension and symbol count must match");
  if (affine_map_num_results(m) != 1) return op_fail(op, "mapping must produce one value");
  /* Operands that are neither dims nor symbols are allowed (region
   * structure can make them so); a dim in a symbol position is not. */
  for (unsigned i = affine_map_num_dims(m); i < op->num_operands; i++) {
    const Value *v = op->operands[i].value;
    if (affine_is_valid_dim(v) && !affine_is_valid_symbol(v))
      return op_fail_plain(op, "dimensional operand cannot be used as a symbol");
  }
  return true;
}

static bool min_max_verify(Operation *op) {
  const AffineMap *m = map_attr(op, "map");
  if (!m) return true;
  if (op->num_operands != map_inputs(m))
    return op_fail(op, "operand count and affine map dimension and symbol count must match");
  if (!affine_map_num_results(m)) return op_fail(op, "affine map expect at least one result");
  return true;
}

/* ---- affine.for ----------------------------------------------------------------- */

static const AffineMap *constant_map(Context *ctx, int64_t v) {
  const AffineExpr *e = ae_const(ctx, v);
  return e ? affine_map_get(ctx, 0, 0, 1, &e) : NULL;
}

/* A loop bound: `%ssa` (a symbol identity map), an integer (a constant
 * map), or `[min|max] #map(%dims)[%syms]`. Operands go to `out`. */
static bool parse_bound(Parser *p, OperationState *st, bool lower, UseList *out) {
  Context *ctx = p->ctx;
  const char *attr = lower ? "lowerBoundMap" : "upperBoundMap";
  bool prefixed = parser_consume_keyword(p, lower ? "max" : "min");
  UseList uses = {0};
  bool ok = false;
  if (!parse_operand_list(p, T_EOF, -1, &uses)) goto done;
  if (uses.n) {
    if (uses.n > 1) {
      parser_error_loc(p, st->loc, "expected only one loop bound operand");
      goto done;
    }
    const AffineExpr *s0 = ae_symbol(ctx, 0);
    ok = use_list_push(ctx, out, &uses.v[0]) && s0 && add_map_attr(st, attr, affine_map_get(ctx, 0, 1, 1, &s0));
    goto done;
  }
  Token at = p->tok;
  const Attr *a = parse_attribute(p, ctx->t_index);
  if (!a) goto done;
  if (a->kind == AK_AFFINE_MAP) {
    const AffineMap *m = WORD_PTR(const AffineMap, a->p[0]);
    size_t before = out->n;
    unsigned ndims;
    if (!parse_dims_and_symbols(p, out, &ndims)) goto done;
    if (affine_map_num_dims(m) != ndims) {
      parser_error_loc(p, st->loc, "dim operand count and affine map dim count must match");
      goto done;
    }
    if (map_inputs(m) != out->n - before) {
      parser_error_loc(p, st->loc, "symbol operand count and affine map symbol count must match");
      goto done;
    }
    if (affine_map_num_results(m) > 1 && !prefixed) {
      parser_op_error(p, &at, lower ? "lower loop bound affine map with multiple results requires 'max' prefix"
                                    : "upper loop bound affine map with multiple results requires 'min' prefix");
      goto done;
    }
    ok = opstate_add_attr(st, ident_cstr(ctx, attr), a);
    goto done;
  }
  if (a->kind == AK_INTEGER) {
    ok = add_map_attr(st, attr, constant_map(ctx, attr_int_value(a)));
    goto done;
  }
  parser_error_loc(p, st->loc, "expected valid affine map representation for loop bounds");
done:
  use_list_free(ctx, &uses);
  return ok;
}

static bool for_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  ArgList args = {0};
  UseList lb = {0}, ub = {0}, inits = {0};
  PtrVec types = {0};
  bool ok = false;
  RegionArg iv = {0};
  if (!parse_argument(p, &iv) || !parser_expect_token(p, T_EQUAL, "expected '='")) goto done;
  iv.type = ctx->t_index;
  if (!arg_list_push(ctx, &args, &iv) || !parse_bound(p, st, true, &lb)) goto done;
  if (!parser_consume_keyword(p, "to")) {
    parser_op_error(p, NULL, "expected 'to' between bounds");
    goto done;
  }
  if (!parse_bound(p, st, false, &ub)) goto done;
  if (parser_consume_keyword(p, "step")) {
    Token at = p->tok;
    const Attr *step = parse_attribute(p, ctx->t_index);
    if (!step) goto done;
    if (step->kind != AK_INTEGER) {
      parser_op_error(p, &at, "invalid kind of attribute specified");
      goto done;
    }
    if (attr_int_value(step) < 0) {
      parser_op_error(p, &at, "expected step to be representable as a positive signed integer");
      goto done;
    }
    if (!opstate_add_attr(st, ident_cstr(ctx, "step"), step)) goto done;
  } else if (!opstate_add_attr(st, ident_cstr(ctx, "step"), attr_integer(ctx, ctx->t_index, 1))) {
    goto done;
  }
  if (parser_consume_keyword(p, "iter_args")) {
    bool present;
    if (!parse_optional_assignment_list(p, &present, &args, &inits)) goto done;
    if (!present) {
      parser_op_error(p, NULL, "expected '('");
      goto done;
    }
    if (!parser_expect_token(p, T_ARROW, "expected '->'") || !parse_function_result_types(p, &types)) goto done;
  }
  for (size_t i = 0; i + 1 < args.n && i < types.len; i++) args.v[i + 1].type = types.data[i];
  if (!resolve_operands(p, &lb, NULL, ctx->t_index, st) || !resolve_operands(p, &ub, NULL, ctx->t_index, st))
    goto done;
  for (size_t i = 0; i < inits.n && i < types.len; i++) {
    Value *v = resolve_ssa_use(p, &inits.v[i], types.data[i]);
    if (!v || !opstate_add_operand(st, v)) goto done;
  }
  for (size_t i = 0; i < types.len; i++)
    if (!opstate_add_type(st, types.data[i])) goto done;
  int32_t seg[3] = {(int32_t)lb.n, (int32_t)ub.n, (int32_t)inits.n};
  if (!du_add_segments(st, seg, 3)) goto done;
  if (args.n != types.len + 1) {
    parser_error_loc(p, st->loc, "mismatch between the number of loop-carried values and results");
    goto done;
  }
  Region *body = opstate_add_region(st);
  if (!body || !parse_region(p, body, args.v, args.n, false) ||
      !ensure_terminator(ctx, body, "affine.yield", 0, st->loc))
    goto done;
  ok = parse_optional_attr_dict(p, st);
done:
  arg_list_free(ctx, &args);
  use_list_free(ctx, &lb);
  use_list_free(ctx, &ub);
  use_list_free(ctx, &inits);
  pv_free(&ctx->alloc, &types);
  return ok;
}

/* printBound: a constant, a single symbol operand, or the map and its
 * operand lists (with the min/max prefix for several results). */
static void print_bound(Printer *pr, const Operation *op, const char *attr, unsigned from, unsigned n,
                        const char *prefix) {
  const Attr *a = op_get_attr(op, attr, strlen(attr));
  const AffineMap *m = a && a->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, a->p[0]) : NULL;
  if (!m) {
    pr_attr(pr, a);
    return;
  }
  if (affine_map_num_results(m) == 1) {
    const AffineExpr *e = affine_map_result(m, 0);
    if (!affine_map_num_dims(m) && !affine_map_num_symbols(m) && e->kind == AE_CONSTANT) {
      sb_put_i64(pr->out, (int64_t)e->p[0]);
      return;
    }
    if (!affine_map_num_dims(m) && affine_map_num_symbols(m) == 1 && e->kind == AE_SYMBOL && n) {
      pr_value(pr, op->operands[from].value);
      return;
    }
  } else {
    pr_puts(pr, prefix);
    pr_putc(pr, ' ');
  }
  pr_attr(pr, a);
  print_dims_and_symbols(pr, op, from, n, affine_map_num_dims(m));
}

static void for_groups(const Operation *op, unsigned *lbs, unsigned *lbn, unsigned *ubs, unsigned *ubn,
                       unsigned *is, unsigned *in) {
  du_operands(op, "lowerBoundOperands", lbs, lbn);
  du_operands(op, "upperBoundOperands", ubs, ubn);
  du_operands(op, "inits", is, in);
}

static void for_print(Printer *pr, Operation *op) {
  unsigned lbs, lbn, ubs, ubn, is, in;
  for_groups(op, &lbs, &lbn, &ubs, &ubn, &is, &in);
  const Region *r = &op->regions[0];
  const Block *body = r->first;
  pr_putc(pr, ' ');
  pr_value(pr, body && body->nargs ? body->args[0] : NULL);
  pr_puts(pr, " = ");
  print_bound(pr, op, "lowerBoundMap", lbs, lbn, "max");
  pr_puts(pr, " to ");
  print_bound(pr, op, "upperBoundMap", ubs, ubn, "min");
  const Attr *step = op_get_attr(op, "step", 4);
  if (step && step->kind == AK_INTEGER && attr_int_value(step) != 1) {
    pr_puts(pr, " step ");
    sb_put_i64(pr->out, attr_int_value(step));
  }
  if (in) {
    pr_puts(pr, " iter_args(");
    for (unsigned i = 0; i < in; i++) {
      if (i) pr_puts(pr, ", ");
      pr_value(pr, body && i + 1 < body->nargs ? body->args[i + 1] : NULL);
      pr_puts(pr, " = ");
      pr_value(pr, op->operands[is + i].value);
    }
    pr_puts(pr, ") -> (");
    pr_result_types(pr, op, 0, op->num_results);
    pr_putc(pr, ')');
  }
  pr_putc(pr, ' ');
  pr_region(pr, r, false, in != 0, false);
  static const char *const elided[] = {"lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes", NULL};
  pr_attr_dict(pr, op, elided, false);
}

static bool for_verify_regions(Operation *op) {
  const Block *body = op->regions[0].first;
  if (!body || !body->nargs || body->args[0]->type->kind != TK_INDEX)
    return op_fail(op, "expected body to have a single index argument for the induction variable");
  unsigned lbs, lbn, ubs, ubn, is, in;
  for_groups(op, &lbs, &lbn, &ubs, &ubn, &is, &in);
  const AffineMap *lb = map_attr(op, "lowerBoundMap"), *ub = map_attr(op, "upperBoundMap");
  if (lb && map_inputs(lb) && !verify_dims_and_symbols(op, lbs, lbn, affine_map_num_dims(lb))) return false;
  if (ub && map_inputs(ub) && !verify_dims_and_symbols(op, ubs, ubn, affine_map_num_dims(ub))) return false;
  if (lb && affine_map_num_results(lb) < 1)
    return op_fail(op, "expected lower bound map to have at least one result");
  if (ub && affine_map_num_results(ub) < 1)
    return op_fail(op, "expected upper bound map to have at least one result");
  if (!op->num_results) return true;
  unsigned iter_operands = op->num_operands - map_inputs(lb) - map_inputs(ub);
  if (iter_operands != op->num_results)
    return op_fail(op, "mismatch between the number of loop-carried values and results");
  if (body->nargs - 1 != op->num_results)
    return op_fail(op, "mismatch between the number of basic block args and results");
  return true;
}

/* ---- affine.if ------------------------------------------------------------------- */

static bool if_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UseList uses = {0};
  PtrVec types = {0};
  unsigned ndims;
  bool ok = false;
  Token at = p->tok;
  const Attr *cond = parse_attribute(p, NULL);
  if (!cond) goto done;
  if (cond->kind != AK_INTEGER_SET) {
    parser_op_error(p, &at, "invalid kind of attribute specified");
    goto done;
  }
  if (!opstate_add_attr(st, ident_cstr(ctx, "condition"), cond) || !parse_dims_and_symbols(p, &uses, &ndims))
    goto done;
  const IntegerSet *set = WORD_PTR(const IntegerSet, cond->p[0]);
  if (set->aux != ndims) {
    parser_error_loc(p, st->loc, "dim operand count and integer set dim count must match");
    goto done;
  }
  if (ndims + (unsigned)set->p[0] != uses.n) {
    parser_error_loc(p, st->loc, "symbol operand count and integer set symbol count must match");
    goto done;
  }
  if (!resolve_operands(p, &uses, NULL, ctx->t_index, st) || !parse_optional_arrow_type_list(p, &types)) goto done;
  for (size_t i = 0; i < types.len; i++)
    if (!opstate_add_type(st, types.data[i])) goto done;
  Region *then_r = opstate_add_region(st), *else_r = opstate_add_region(st);
  if (!then_r || !else_r || !parse_region(p, then_r, NULL, 0, false) ||
      !ensure_terminator(ctx, then_r, "affine.yield", 0, st->loc))
    goto done;
  if (parser_consume_keyword(p, "else") &&
      (!parse_region(p, else_r, NULL, 0, false) || !ensure_terminator(ctx, else_r, "affine.yield", 0, st->loc)))
    goto done;
  ok = parse_optional_attr_dict(p, st);
done:
  use_list_free(ctx, &uses);
  pv_free(&ctx->alloc, &types);
  return ok;
}

static void if_print(Printer *pr, Operation *op) {
  const Attr *cond = op_get_attr(op, "condition", 9);
  const IntegerSet *set = cond && cond->kind == AK_INTEGER_SET ? WORD_PTR(const IntegerSet, cond->p[0]) : NULL;
  pr_putc(pr, ' ');
  pr_attr(pr, cond);
  print_dims_and_symbols(pr, op, 0, op->num_operands, set ? set->aux : 0);
  pr_optional_arrow_result_types(pr, op);
  pr_putc(pr, ' ');
  bool terminators = op->num_results != 0;
  pr_region(pr, &op->regions[0], false, terminators, false);
  if (op->num_regions > 1 && op->regions[1].first) {
    pr_puts(pr, " else ");
    pr_region(pr, &op->regions[1], false, terminators, false);
  }
  static const char *const elided[] = {"condition", NULL};
  pr_attr_dict(pr, op, elided, false);
}

static bool if_verify(Operation *op) {
  const Attr *cond = op_get_attr(op, "condition", 9);
  if (!cond || cond->kind != AK_INTEGER_SET)
    return op_fail(op, "requires an integer set attribute named 'condition'");
  const IntegerSet *set = WORD_PTR(const IntegerSet, cond->p[0]);
  unsigned ndims = set->aux, nsyms = (unsigned)set->p[0];
  if (op->num_operands != ndims + nsyms)
    return op_fail(op, "operand count and condition integer set dimension and symbol count must match");
  return verify_dims_and_symbols(op, 0, op->num_operands, ndims);
}

/* ---- memory ops ------------------------------------------------------------------- */

/* `%memref[map of SSA ids]` into the state's `map` attribute; the index
 * uses go to `indices`. */
static bool parse_memref_and_map(Parser *p, OperationState *st, UnresolvedUse *memref, UseList *indices) {
  const AffineMap *m;
  return parse_ssa_use(p, memref) && parse_affine_map_of_ssa_ids(p, T_LSQUARE, indices, &m) &&
         add_map_attr(st, "map", m);
}

static const Type *parse_colon_memref(Parser *p) {
  if (!parser_expect_token(p, T_COLON, "expected ':'")) return NULL;
  Token at = p->tok;
  const Type *t = parse_type(p);
  if (t && t->kind != TK_MEMREF) {
    parser_op_error(p, &at, "invalid kind of type specified");
    return NULL;
  }
  return t;
}

static bool load_parse_common(Parser *p, OperationState *st, bool vector) {
  Context *ctx = p->ctx;
  UnresolvedUse memref;
  UseList idx = {0};
  bool ok = false;
  if (!parse_memref_and_map(p, st, &memref, &idx) || !parse_optional_attr_dict(p, st)) goto done;
  const Type *mt = parse_colon_memref(p), *rt = mt ? shaped_elem(mt) : NULL;
  if (!mt) goto done;
  if (vector) {
    if (!parser_expect_token(p, T_COMMA, "expected ','")) goto done;
    Token at = p->tok;
    if (!(rt = parse_type(p))) goto done;
    if (rt->kind != TK_VECTOR) {
      parser_op_error(p, &at, "invalid kind of type specified");
      goto done;
    }
  }
  Value *v = resolve_ssa_use(p, &memref, mt);
  ok = v && opstate_add_operand(st, v) && resolve_operands(p, &idx, NULL, ctx->t_index, st) &&
       opstate_add_type(st, rt);
done:
  use_list_free(ctx, &idx);
  return ok;
}

static bool store_parse_common(Parser *p, OperationState *st, bool vector) {
  Context *ctx = p->ctx;
  UnresolvedUse value, memref;
  UseList idx = {0};
  bool ok = false;
  if (!parse_ssa_use(p, &value) || !parser_expect_token(p, T_COMMA, "expected ','") ||
      !parse_memref_and_map(p, st, &memref, &idx) || !parse_optional_attr_dict(p, st))
    goto done;
  const Type *mt = parse_colon_memref(p), *vt = mt ? shaped_elem(mt) : NULL;
  if (!mt) goto done;
  if (vector) {
    if (!parser_expect_token(p, T_COMMA, "expected ','")) goto done;
    Token at = p->tok;
    if (!(vt = parse_type(p))) goto done;
    if (vt->kind != TK_VECTOR) {
      parser_op_error(p, &at, "invalid kind of type specified");
      goto done;
    }
  }
  Value *a = resolve_ssa_use(p, &value, vt);
  Value *b = a ? resolve_ssa_use(p, &memref, mt) : NULL;
  ok = b && opstate_add_operand(st, a) && opstate_add_operand(st, b) &&
       resolve_operands(p, &idx, NULL, ctx->t_index, st);
done:
  use_list_free(ctx, &idx);
  return ok;
}

static bool load_parse(Parser *p, OperationState *st) { return load_parse_common(p, st, false); }
static bool vector_load_parse(Parser *p, OperationState *st) { return load_parse_common(p, st, true); }
static bool store_parse(Parser *p, OperationState *st) { return store_parse_common(p, st, false); }
static bool vector_store_parse(Parser *p, OperationState *st) { return store_parse_common(p, st, true); }

/* ` %memref[...]` with the indices from operand `first` on. */
static void print_memref_and_map(Printer *pr, Operation *op, unsigned memref, unsigned first) {
  pr_value(pr, op->operands[memref].value);
  pr_putc(pr, '[');
  affine_print_map_ssa(pr, map_attr(op, "map"), op->operands + first, op->num_operands - first);
  pr_putc(pr, ']');
  static const char *const elided[] = {"map", NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[memref].value->type);
}

static void load_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  print_memref_and_map(pr, op, 0, 1);
}

static void vector_load_print(Printer *pr, Operation *op) {
  load_print(pr, op);
  pr_puts(pr, ", ");
  pr_type(pr, op->results[0].type);
}

static void store_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  pr_value(pr, op->operands[0].value);
  pr_puts(pr, ", ");
  print_memref_and_map(pr, op, 1, 2);
}

static void vector_store_print(Printer *pr, Operation *op) {
  store_print(pr, op);
  pr_puts(pr, ", ");
  pr_type(pr, op->operands[0].value->type);
}

/* verifyMemoryOpIndexing */
static bool verify_indexing(Operation *op, unsigned first, const Type *memref) {
  const AffineMap *m = map_attr(op, "map");
  if (!m) return true;
  if (affine_map_num_results(m) != shaped_rank(memref))
    return op_fail(op, "affine map num results must equal memref rank");
  if (map_inputs(m) != op->num_operands - first)
    return op_fail(op, "expects as many subscripts as affine map inputs");
  for (unsigned i = first; i < op->num_operands; i++)
    if (op->operands[i].value->type->kind != TK_INDEX) return op_fail(op, "index to load must have 'index' type");
  return verify_dims_and_symbols(op, first, op->num_operands - first, affine_map_num_dims(m));
}

static bool load_verify(Operation *op) {
  const Type *mt = op->operands[0].value->type;
  if (op->results[0].type != shaped_elem(mt)) return op_fail(op, "result type must match element type of memref");
  return verify_indexing(op, 1, mt);
}

static bool store_verify(Operation *op) {
  const Type *mt = op->operands[1].value->type;
  if (op->operands[0].value->type != shaped_elem(mt))
    return op_fail(op, "value to store must have the same type as memref element type");
  return verify_indexing(op, 2, mt);
}

static bool vector_elem_check(Operation *op, const Type *mt, const Type *vt) {
  if (shaped_elem(mt) != shaped_elem(vt))
    return op_fail(op, "requires memref and vector types of the same elemental type");
  return true;
}

static bool vector_load_verify(Operation *op) {
  const Type *mt = op->operands[0].value->type;
  return verify_indexing(op, 1, mt) && vector_elem_check(op, mt, op->results[0].type);
}

static bool vector_store_verify(Operation *op) {
  const Type *mt = op->operands[1].value->type;
  return verify_indexing(op, 2, mt) && vector_elem_check(op, mt, op->operands[0].value->type);
}

/* ---- affine.prefetch ------------------------------------------------------------------ */

/* `%memref[map], read|write, locality<N>, data|instr attr-dict : type` */
static bool prefetch_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UnresolvedUse memref;
  UseList idx = {0};
  bool ok = false;
  if (!parse_memref_and_map(p, st, &memref, &idx) || !parser_expect_token(p, T_COMMA, "expected ','")) goto done;
  bool is_write;
  if (parser_consume_keyword(p, "write")) {
    is_write = true;
  } else if (parser_consume_keyword(p, "read")) {
    is_write = false;
  } else {
    parser_error_loc(p, st->loc, "rw specifier has to be 'read' or 'write'");
    goto done;
  }
  if (!parser_expect_token(p, T_COMMA, "expected ','") || !parser_expect_op_keyword(p, "locality") ||
      !parser_expect_token(p, T_LESS, "expected '<'"))
    goto done;
  Token at = p->tok;
  const Attr *hint = parse_attribute(p, type_integer(ctx, 32, SIGNLESS));
  if (!hint) goto done;
  if (hint->kind != AK_INTEGER) {
    parser_op_error(p, &at, "invalid kind of attribute specified");
    goto done;
  }
  if (!parser_expect_token(p, T_GREATER, "expected '>'") || !parser_expect_token(p, T_COMMA, "expected ','")) goto done;
  bool data;
  if (parser_consume_keyword(p, "data")) {
    data = true;
  } else if (parser_consume_keyword(p, "instr")) {
    data = false;
  } else {
    parser_error_loc(p, st->loc, "cache type has to be 'data' or 'instr'");
    goto done;
  }
  if (!opstate_add_attr(st, ident_cstr(ctx, "localityHint"), hint) ||
      !opstate_add_attr(st, ident_cstr(ctx, "isWrite"), attr_bool(ctx, is_write)) ||
      !opstate_add_attr(st, ident_cstr(ctx, "isDataCache"), attr_bool(ctx, data)) ||
      !parse_optional_attr_dict(p, st))
    goto done;
  const Type *mt = parse_colon_memref(p);
  Value *v = mt ? resolve_ssa_use(p, &memref, mt) : NULL;
  ok = v && opstate_add_operand(st, v) && resolve_operands(p, &idx, NULL, ctx->t_index, st);
done:
  use_list_free(ctx, &idx);
  return ok;
}

static void prefetch_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  pr_value(pr, op->operands[0].value);
  pr_putc(pr, '[');
  affine_print_map_ssa(pr, map_attr(op, "map"), op->operands + 1, op->num_operands - 1);
  pr_putc(pr, ']');
  const Attr *w = op_get_attr(op, "isWrite", 7), *h = op_get_attr(op, "localityHint", 12),
             *d = op_get_attr(op, "isDataCache", 11);
  pr_puts(pr, w && w->kind == AK_INTEGER && attr_int_value(w) ? ", write" : ", read");
  pr_puts(pr, ", locality<");
  if (h && h->kind == AK_INTEGER) sb_put_i64(pr->out, attr_int_value(h));
  pr_puts(pr, d && d->kind == AK_INTEGER && attr_int_value(d) ? ">, data" : ">, instr");
  static const char *const elided[] = {"map", "localityHint", "isDataCache", "isWrite", NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[0].value->type);
}

static bool prefetch_verify(Operation *op) {
  const Type *mt = op->operands[0].value->type;
  const AffineMap *m = map_attr(op, "map");
  if (m) {
    if (affine_map_num_results(m) != shaped_rank(mt))
      return op_fail(op, "affine.prefetch affine map num results must equal memref rank");
    if (map_inputs(m) + 1 != op->num_operands) return op_fail(op, "too few operands");
  } else if (op->num_operands != 1) {
    return op_fail(op, "too few operands");
  }
  Region *scope = affine_scope(op);
  for (unsigned i = 1; i < op->num_operands; i++)
    if (!valid_dim_in(op->operands[i].value, scope))
      return op_fail(op, "index must be a dimension or symbol identifier");
  return true;
}

/* ---- affine.parallel ------------------------------------------------------------------ */

/* One bound of affine.parallel: groups of `expr` or `max(expr, ...)`. */
typedef struct BoundGroups {
  PtrVec exprs;       /* AffineExpr*, shifted into one flat map */
  UseList dims, syms; /* per flat expression position, before dedup */
  int32_t *groups;
  size_t ngroups, cap_groups;
} BoundGroups;

static void bound_groups_free(Context *ctx, BoundGroups *b) {
  pv_free(&ctx->alloc, &b->exprs);
  use_list_free(ctx, &b->dims);
  use_list_free(ctx, &b->syms);
  ctx_free(ctx, b->groups);
}

static bool push_group(Context *ctx, BoundGroups *b, int32_t n) {
  if (!vec_grow(&ctx->alloc, (void **)&b->groups, &b->cap_groups, b->ngroups + 1, sizeof *b->groups))
    return false;
  b->groups[b->ngroups++] = n;
  return true;
}

/* Appends expressions whose own dims/syms are `d`/`s`, shifting them after
 * those already collected. */
static bool append_exprs(Context *ctx, BoundGroups *b, const AffineExpr *const *es, size_t n, const UseList *d,
                         const UseList *s) {
  unsigned shift_d = (unsigned)b->dims.n, shift_s = (unsigned)b->syms.n;
  for (size_t i = 0; i < n; i++) {
    const AffineExpr *e = ae_shift_dims(es[i], (unsigned)d->n, shift_d, 0);
    e = e ? ae_shift_symbols(e, (unsigned)s->n, shift_s, 0) : NULL;
    if (!e || !pv_push(&ctx->alloc, &b->exprs, (void *)e)) return false;
  }
  for (size_t i = 0; i < d->n; i++)
    if (!use_list_push(ctx, &b->dims, &d->v[i])) return false;
  for (size_t i = 0; i < s->n; i++)
    if (!use_list_push(ctx, &b->syms, &s->v[i])) return false;
  return true;
}

static bool parse_parallel_group(Parser *p, BoundGroups *b, const char *kw) {
  Context *ctx = p->ctx;
  UseList d = {0}, s = {0};
  bool ok = false;
  if (parser_consume_keyword(p, kw)) {
    UseList ops = {0};
    const AffineMap *m;
    if (!parse_affine_map_of_ssa_ids(p, T_LPAREN, &ops, &m)) {
      use_list_free(ctx, &ops);
      goto done;
    }
    unsigned nd = affine_map_num_dims(m), nr = affine_map_num_results(m);
    ok = true;
    for (size_t i = 0; ok && i < ops.n; i++) ok = use_list_push(ctx, i < nd ? &d : &s, &ops.v[i]);
    use_list_free(ctx, &ops);
    const AffineExpr **es = ctx_alloc(ctx, (nr + 1) * sizeof *es);
    ok = ok && es;
    for (unsigned i = 0; ok && i < nr; i++) es[i] = affine_map_result(m, i);
    ok = ok && append_exprs(ctx, b, es, nr, &d, &s) && push_group(ctx, b, (int32_t)nr);
    ctx_free(ctx, es);
    goto done;
  }
  const AffineExpr *e;
  ok = parse_affine_expr_of_ssa_ids(p, &d, &s, &e) && append_exprs(ctx, b, &e, 1, &d, &s) && push_group(ctx, b, 1);
done:
  use_list_free(ctx, &d);
  use_list_free(ctx, &s);
  return ok;
}

/* Resolves the bound's values, keeping each distinct value once (dims
 * first, then symbols) and renumbering the flat map accordingly. */
static bool finish_bound(Parser *p, OperationState *st, BoundGroups *b, const char *map_name,
                         const char *groups_name) {
  Context *ctx = p->ctx;
  size_t nd = b->dims.n, ns = b->syms.n;
  Value **dv = ctx_alloc(ctx, (nd + ns + 1) * sizeof *dv);
  const AffineExpr **rep = ctx_alloc(ctx, (nd + ns + 1) * sizeof *rep);
  bool ok = false;
  if (!dv || !rep) goto done;
  unsigned ud = 0, us = 0;
  for (size_t i = 0; i < nd; i++) {
    Value *v = resolve_ssa_use(p, &b->dims.v[i], ctx->t_index);
    if (!v) goto done;
    unsigned k = 0;
    while (k < ud && dv[k] != v) k++;
    if (k == ud) dv[ud++] = v;
    rep[i] = ae_dim(ctx, k);
  }
  for (size_t i = 0; i < ns; i++) {
    Value *v = resolve_ssa_use(p, &b->syms.v[i], ctx->t_index);
    if (!v) goto done;
    unsigned k = 0;
    while (k < us && dv[nd + k] != v) k++;
    if (k == us) dv[nd + us++] = v;
    rep[nd + i] = ae_symbol(ctx, k);
  }
  for (unsigned i = 0; i < ud; i++)
    if (!opstate_add_operand(st, dv[i])) goto done;
  for (unsigned i = 0; i < us; i++)
    if (!opstate_add_operand(st, dv[nd + i])) goto done;
  for (size_t i = 0; i < b->exprs.len; i++) {
    b->exprs.data[i] = (void *)ae_replace_dims_syms(b->exprs.data[i], nd, rep, ns, rep + nd);
    if (!b->exprs.data[i]) goto done;
  }
  const AffineMap *m = affine_map_get(ctx, ud, us, b->exprs.len, (const AffineExpr *const *)b->exprs.data);
  int64_t shape = (int64_t)b->ngroups;
  const Type *tt = type_ranked_tensor(ctx, 1, &shape, type_integer(ctx, 32, SIGNLESS), NULL);
  const Attr *groups = tt ? attr_dense_elements_get(ctx, tt, b->ngroups, b->groups ? (void *)b->groups : (void *)"") : NULL;
  ok = add_map_attr(st, map_name, m) && groups && opstate_add_attr(st, ident_cstr(ctx, groups_name), groups);
done:
  ctx_free(ctx, dv);
  ctx_free(ctx, rep);
  return ok;
}

static bool parse_parallel_bound(Parser *p, OperationState *st, bool lower) {
  BoundGroups b;
  memset(&b, 0, sizeof b);
  bool ok = parser_expect_token(p, T_LPAREN, "expected '('");
  if (ok && !parser_consume_if(p, T_RPAREN)) {
    do ok = parse_parallel_group(p, &b, lower ? "max" : "min");
    while (ok && parser_consume_if(p, T_COMMA));
    ok = ok && parser_expect_token(p, T_RPAREN, "expected ')'");
  }
  ok = ok && finish_bound(p, st, &b, lower ? "lowerBoundsMap" : "upperBoundsMap",
                          lower ? "lowerBoundsGroups" : "upperBoundsGroups");
  bound_groups_free(p->ctx, &b);
  return ok;
}

static const Attr *i64_array(Context *ctx, const int64_t *v, size_t n) {
  const Attr *small[16];
  const Attr **elems = n <= 16 ? small : ctx_alloc(ctx, n * sizeof *elems);
  if (!elems) return NULL;
  for (size_t i = 0; i < n; i++) elems[i] = attr_integer(ctx, ctx->t_i64, v[i]);
  const Attr *a = attr_array(ctx, n, elems);
  if (elems != small) ctx_free(ctx, elems);
  return a;
}

static bool parse_parallel_steps(Parser *p, OperationState *st, size_t nivs) {
  Context *ctx = p->ctx;
  int64_t *steps = ctx_alloc(ctx, (nivs + 1) * sizeof *steps);
  UseList ops = {0};
  bool ok = false;
  if (!steps) return false;
  size_t n = nivs;
  for (size_t i = 0; i < nivs; i++) steps[i] = 1;
  if (parser_consume_keyword(p, "step")) {
    const AffineMap *m;
    if (!parse_affine_map_of_ssa_ids(p, T_LPAREN, &ops, &m)) goto done;
    n = affine_map_num_results(m);
    int64_t *grown = ctx_alloc(ctx, (n + 1) * sizeof *grown);
    if (!grown) goto done;
    ctx_free(ctx, steps);
    steps = grown;
    for (size_t i = 0; i < n; i++) {
      const AffineExpr *e = affine_map_result(m, (unsigned)i);
      if (e->kind != AE_CONSTANT) {
        parser_error_loc(p, st->loc, "steps must be constant integers");
        goto done;
      }
      steps[i] = (int64_t)e->p[0];
    }
  }
  const Attr *a = i64_array(ctx, steps, n);
  ok = a && opstate_add_attr(st, ident_cstr(ctx, "steps"), a);
done:
  use_list_free(ctx, &ops);
  ctx_free(ctx, steps);
  return ok;
}

static const OdsEnum *rmw_kinds(void) { return ods_dialect_enum(&ODS_affine, "AtomicRMWKindAttr"); }

static bool parse_parallel_reduce(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  PtrVec kinds = {0};
  bool ok = false;
  if (parser_consume_keyword(p, "reduce")) {
    if (!parser_expect_token(p, T_LPAREN, "expected '('")) goto done;
    do {
      Token at = p->tok;
      const Attr *s = parse_attribute(p, ctx->t_none);
      if (!s) goto done;
      uint64_t kind;
      const Ident *id = s->kind == AK_STRING ? attr_string_ident(s) : NULL;
      if (!id || !ods_enum_case_value(rmw_kinds(), id->str, id->len, &kind)) {
        StrBuf t;
        sb_init(&t, &ctx->alloc);
        print_attribute(s, &t);
        parser_op_error(p, &at, "invalid reduction value: %s", t.data ? t.data : "");
        sb_free(&t);
        goto done;
      }
      if (!pv_push(&ctx->alloc, &kinds, (void *)attr_integer(ctx, ctx->t_i64, (int64_t)kind))) goto done;
    } while (parser_consume_if(p, T_COMMA));
    if (!parser_expect_token(p, T_RPAREN, "expected ')'")) goto done;
  }
  const Attr *a = attr_array(ctx, kinds.len, (const Attr *const *)kinds.data);
  ok = a && opstate_add_attr(st, ident_cstr(ctx, "reductions"), a);
done:
  pv_free(&ctx->alloc, &kinds);
  return ok;
}

static bool parallel_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  ArgList ivs = {0};
  PtrVec types = {0};
  bool ok = false;
  if (!parse_argument_list_paren(p, &ivs) || !parser_expect_token(p, T_EQUAL, "expected '='") ||
      !parse_parallel_bound(p, st, true) || !parser_expect_op_keyword(p, "to") ||
      !parse_parallel_bound(p, st, false) || !parse_parallel_steps(p, st, ivs.n) ||
      !parse_parallel_reduce(p, st) || !parse_optional_arrow_type_list(p, &types))
    goto done;
  for (size_t i = 0; i < types.len; i++)
    if (!opstate_add_type(st, types.data[i])) goto done;
  for (size_t i = 0; i < ivs.n; i++) ivs.v[i].type = ctx->t_index;
  Region *body = opstate_add_region(st);
  ok = body && parse_region(p, body, ivs.v, ivs.n, false) && parse_optional_attr_dict(p, st) &&
       ensure_terminator(ctx, body, "affine.yield", 0, st->loc);
done:
  arg_list_free(ctx, &ivs);
  pv_free(&ctx->alloc, &types);
  return ok;
}

/* Group sizes of a DenseIntElementsAttr (i32 elements). */
static size_t group_count(const Attr *g) {
  if (!g || g->kind != AK_DENSE_ELEMENTS) return 0;
  int64_t n = shaped_num_elements(WORD_PTR(const Type, g->p[0]));
  return n > 0 ? (size_t)n : 0;
}

static int64_t group_at(const Attr *g, size_t i) {
  const Ident *blob = WORD_PTR(const Ident, g->p[1]);
  if (g->aux) i = 0; /* splat */
  int32_t v = 0;
  if (4 * i + 4 <= blob->len) memcpy(&v, blob->str + 4 * i, 4);
  return v;
}

/* printMinMaxBound */
static void print_parallel_bound(Printer *pr, Operation *op, const char *map_name, const char *groups_name,
                                 unsigned from, unsigned n, const char *kw) {
  const AffineMap *m = map_attr(op, map_name);
  const Attr *g = op_get_attr(op, groups_name, strlen(groups_name));
  if (!m) return;
  unsigned nd = affine_map_num_dims(m);
  if (nd > n) nd = n;
  const OpOperand *dims = op->operands + from, *syms = dims + nd;
  unsigned start = 0;
  for (size_t i = 0; i < group_count(g); i++) {
    if (start) pr_puts(pr, ", ");
    int64_t size = group_at(g, i);
    if (size == 1 && start < affine_map_num_results(m)) {
      print_expr_ssa(pr, affine_map_result(m, start), dims, nd, syms, n - nd);
      start++;
      continue;
    }
    pr_puts(pr, kw);
    pr_putc(pr, '(');
    for (int64_t k = 0; k < size && start < affine_map_num_results(m); k++, start++) {
      if (k) pr_puts(pr, ", ");
      print_expr_ssa(pr, affine_map_result(m, start), dims, nd, syms, n - nd);
    }
    pr_putc(pr, ')');
  }
}

static void parallel_print(Printer *pr, Operation *op) {
  const Block *body = op->regions[0].first;
  const AffineMap *lb = map_attr(op, "lowerBoundsMap");
  unsigned nlb = map_inputs(lb);
  if (nlb > op->num_operands) nlb = op->num_operands;
  pr_puts(pr, " (");
  for (unsigned i = 0; body && i < body->nargs; i++) {
    if (i) pr_puts(pr, ", ");
    pr_value(pr, body->args[i]);
  }
  pr_puts(pr, ") = (");
  print_parallel_bound(pr, op, "lowerBoundsMap", "lowerBoundsGroups", 0, nlb, "max");
  pr_puts(pr, ") to (");
  print_parallel_bound(pr, op, "upperBoundsMap", "upperBoundsGroups", nlb, op->num_operands - nlb, "min");
  pr_putc(pr, ')');
  const Attr *steps = op_get_attr(op, "steps", 5);
  bool unit = true;
  for (uint32_t i = 0; steps && steps->kind == AK_ARRAY && i < steps->n; i++)
    unit &= attr_int_value(WORD_PTR(const Attr, steps->p[i])) == 1;
  if (!unit) {
    pr_puts(pr, " step (");
    for (uint32_t i = 0; i < steps->n; i++) {
      if (i) pr_puts(pr, ", ");
      sb_put_i64(pr->out, attr_int_value(WORD_PTR(const Attr, steps->p[i])));
    }
    pr_putc(pr, ')');
  }
  if (op->num_results) {
    const Attr *red = op_get_attr(op, "reductions", 10);
    pr_puts(pr, " reduce (");
    for (uint32_t i = 0; red && red->kind == AK_ARRAY && i < red->n; i++) {
      if (i) pr_puts(pr, ", ");
      pr_putc(pr, '"');
      ods_enum_print_value(rmw_kinds(), (uint64_t)attr_int_value(WORD_PTR(const Attr, red->p[i])), pr->out);
      pr_putc(pr, '"');
    }
    pr_puts(pr, ") -> (");
    pr_result_types(pr, op, 0, op->num_results);
    pr_putc(pr, ')');
  }
  pr_putc(pr, ' ');
  pr_region(pr, &op->regions[0], false, op->num_results != 0, false);
  static const char *const elided[] = {"reductions",     "lowerBoundsMap",    "lowerBoundsGroups",
                                       "upperBoundsMap", "upperBoundsGroups", "steps",
                                       NULL};
  pr_attr_dict(pr, op, elided, false);
}

/* isResultTypeMatchAtomicRMWKind, by the kind's name. */
static bool reduction_type_ok(const char *kind, const Type *t) {
  bool f = type_is_float(t), i = type_is_integer(t);
  unsigned sign = i ? type_int_signedness(t) : SIGNLESS;
  if (!strcmp(kind, "assign")) return true;
  if (!strcmp(kind, "addf") || !strcmp(kind, "mulf") || !strcmp(kind, "maximumf") || !strcmp(kind, "minimumf"))
    return f;
  if (!strcmp(kind, "addi") || !strcmp(kind, "muli") || !strcmp(kind, "ori") || !strcmp(kind, "andi")) return i;
  if (!strcmp(kind, "maxs") || !strcmp(kind, "mins")) return i && sign == SIGNED;
  if (!strcmp(kind, "maxu") || !strcmp(kind, "minu")) return i && sign == UNSIGNED;
  return false;
}

static bool check_groups(Operation *op, const Attr *g, const AffineMap *m, const char *which) {
  unsigned expected = 0;
  for (size_t i = 0; i < group_count(g); i++) {
    int64_t r = group_at(g, i);
    if (r == 0) return op_fail(op, "expected %s bound map to have at least one result", which);
    expected += (unsigned)r;
  }
  if (m && expected != affine_map_num_results(m))
    return op_fail(op, "expected %s bounds map to have %u results", which, expected);
  return true;
}

static bool parallel_verify(Operation *op) {
  const Attr *lg = op_get_attr(op, "lowerBoundsGroups", 17), *ug = op_get_attr(op, "upperBoundsGroups", 17);
  const Attr *steps = op_get_attr(op, "steps", 5), *red = op_get_attr(op, "reductions", 10);
  const Block *body = op->regions[0].first;
  size_t nsteps = steps && steps->kind == AK_ARRAY ? steps->n : 0;
  unsigned nargs = body ? body->nargs : 0;
  if (group_count(lg) != nsteps || group_count(ug) != nsteps || nargs != nsteps)
    return op_fail(op,
                   "the number of region arguments (%u) and the number of map groups for lower (%zu) and upper "
                   "bound (%zu), and the number of steps (%zu) must all match",
                   nargs, group_count(lg), group_count(ug), nsteps);
  const AffineMap *lb = map_attr(op, "lowerBoundsMap"), *ub = map_attr(op, "upperBoundsMap");
  if (!check_groups(op, lg, lb, "lower") || !check_groups(op, ug, ub, "upper")) return false;
  size_t nred = red && red->kind == AK_ARRAY ? red->n : 0;
  if (nred != op->num_results) return op_fail(op, "a reduction must be specified for each output");
  for (size_t i = 0; i < nred; i++) {
    const Attr *k = WORD_PTR(const Attr, red->p[i]);
    const OdsEnum *e = rmw_kinds();
    const char *name = NULL;
    for (unsigned c = 0; e && k->kind == AK_INTEGER && c < e->ncases; c++)
      if (e->cases[c].value == (uint64_t)attr_int_value(k)) name = e->cases[c].str;
    if (!name) return op_fail(op, "invalid reduction attribute");
    if (!reduction_type_ok(name, op->results[i].type))
      return op_fail(op, "result type cannot match reduction attribute");
  }
  unsigned nlb = map_inputs(lb);
  if (nlb > op->num_operands) nlb = op->num_operands;
  return verify_dims_and_symbols(op, 0, nlb, lb ? affine_map_num_dims(lb) : 0) &&
         verify_dims_and_symbols(op, nlb, op->num_operands - nlb, ub ? affine_map_num_dims(ub) : 0);
}

/* ---- affine.yield, affine.delinearize_index ---------------------------------------------- */

static bool yield_verify(Operation *op) {
  Operation *parent = op_parent_op(op);
  if (!has_name(parent, "affine.parallel") && !has_name(parent, "affine.if") && !has_name(parent, "affine.for"))
    return op_fail(op, "only terminates affine.if/for/parallel regions");
  if (parent->num_results != op->num_operands)
    return op_fail(op, "parent of yield must have same number of results as the yield operands");
  for (unsigned i = 0; i < op->num_operands; i++)
    if (parent->results[i].type != op->operands[i].value->type)
      return op_fail(op, "types mismatch between yield op and its parent");
  return true;
}

static bool delinearize_verify(Operation *op) {
  const Attr *basis = op_get_attr(op, "static_basis", 12);
  size_t n = basis && basis->kind == AK_DENSE_ARRAY ? basis->aux : 0;
  if (op->num_results != n && op->num_results != n + 1)
    return op_fail(op, "should return an index for each basis element and up to one extra index");
  unsigned s, dyn;
  du_operands(op, "dynamic_basis", &s, &dyn);
  size_t markers = 0;
  for (size_t i = 0; i < n; i++) markers += dense_i64_at(basis, i) == DYNAMIC_SIZE;
  if (markers != dyn)
    return op_fail(op, "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic "
                       "basis entry) -- this can only happen due to an incorrect fold/rewrite");
  for (size_t i = 0; i < n; i++) {
    int64_t v = dense_i64_at(basis, i);
    if (v <= 0 && v != DYNAMIC_SIZE) return op_fail(op, "no basis element may be statically non-positive");
  }
  return true;
}

static bool linearize_verify(Operation *op) {
  const Attr *basis = op_get_attr(op, "static_basis", 12);
  size_t n = basis && basis->kind == AK_DENSE_ARRAY ? basis->aux : 0;
  unsigned s, nidx, dyn;
  du_operands(op, "multi_index", &s, &nidx);
  du_operands(op, "dynamic_basis", &s, &dyn);
  if (!nidx) return op_fail(op, "need at least one multi-index argument to linearize");
  if (nidx != n && nidx != n + 1)
    return op_fail(op, "should be passed a basis element for each index except possibly the first");
  size_t markers = 0;
  for (size_t i = 0; i < n; i++) markers += dense_i64_at(basis, i) == DYNAMIC_SIZE;
  if (markers != dyn)
    return op_fail(op, "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic "
                       "basis entry) -- this can only happen due to an incorrect fold/rewrite");
  return true;
}

static const OpHooks HOOKS[] = {
    {.name = "affine.apply", .parse = apply_parse, .print = map_op_print, .verify = apply_verify},
    {.name = "affine.min", .parse = min_max_parse, .print = map_op_print, .verify = min_max_verify},
    {.name = "affine.max", .parse = min_max_parse, .print = map_op_print, .verify = min_max_verify},
    {.name = "affine.for", .parse = for_parse, .print = for_print, .verify_regions = for_verify_regions},
    {.name = "affine.if", .parse = if_parse, .print = if_print, .verify = if_verify},
    {.name = "affine.load", .parse = load_parse, .print = load_print, .verify = load_verify},
    {.name = "affine.store", .parse = store_parse, .print = store_print, .verify = store_verify},
    {.name = "affine.vector_load", .parse = vector_load_parse, .print = vector_load_print, .verify = vector_load_verify},
    {.name = "affine.vector_store",
     .parse = vector_store_parse,
     .print = vector_store_print,
     .verify = vector_store_verify},
    {.name = "affine.prefetch", .parse = prefetch_parse, .print = prefetch_print, .verify = prefetch_verify},
    {.name = "affine.parallel", .parse = parallel_parse, .print = parallel_print, .verify = parallel_verify},
    {.name = "affine.yield", .verify = yield_verify},
    {.name = "affine.delinearize_index", .verify = delinearize_verify},
    {.name = "affine.linearize_index", .verify = linearize_verify},
    {0},
};

MLIR_INTERNAL extern const OpInterfaceHooks AFFINE_INTERFACES[];

MLIR_INTERNAL extern const OpDef AFFINE_DMA_START_OP, AFFINE_DMA_WAIT_OP;

const DialectDef AFFINE_DIALECT = {.ns = "affine",
                                   .ods = &ODS_affine,
                                   .hooks = HOOKS,
                                   .ops = (const OpDef *const[]){&AFFINE_DMA_START_OP, &AFFINE_DMA_WAIT_OP, NULL},
                                   .interfaces = (const OpInterfaceHooks *const[]){AFFINE_INTERFACES, NULL},
                                   .folds = (const FoldHook *const[]){AFFINE_FOLDS, NULL},
                                   .patterns = (const Pattern *const *const[]){AFFINE_PATTERNS, NULL},
                                   .materialize = materialize_arith_constant};
