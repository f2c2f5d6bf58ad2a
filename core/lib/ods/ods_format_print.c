/* ods_format_print.c: prints an op's custom form from its compiled
 * assembly format, with the spacing rules of upstream's generated printers
 * (a space before each element unless punctuation or `` says otherwise). */
#include "ods_format.h"
#include "ods_pred.h"

typedef struct FmtPrinter {
  Printer *pr;
  Operation *op;
  const OdsOp *o;
  bool emit_space, last_punct;
} FmtPrinter;

static void print_elems(FmtPrinter *fp, FmtElem *const *elems, unsigned n);

/* Upstream's shouldEmitSpaceBefore. */
static bool space_before(const char *s, size_t n, bool last_punct) {
  if (n != 1 && !(n == 2 && s[0] == '-' && s[1] == '>')) return true;
  if (last_punct) return !strchr(">)}],", s[0]);
  return !strchr("<>(){}[],", s[0]);
}

static void print_literal(FmtPrinter *fp, const FmtElem *e) {
  if (fp->emit_space && space_before(e->text, e->len, fp->last_punct)) pr_putc(fp->pr, ' ');
  sb_append(fp->pr->out, e->text, e->len);
  fp->emit_space = e->len != 1 || !strchr("<({[", e->text[0]);
  char c = e->text[0];
  fp->last_punct = c != '_' && !((c | 32) >= 'a' && (c | 32) <= 'z');
}

static void operand_range(FmtPrinter *fp, unsigned i, unsigned *start, unsigned *count) {
  ods_operand_group(fp->op, fp->o, i, start, count);
}

static const Attr *attr_of(FmtPrinter *fp, unsigned i) {
  const char *name = fp->o->attrs[i].name;
  return op_get_attr(fp->op, name, strlen(name));
}

static void print_attr_var(FmtPrinter *fp, unsigned i) {
  const OdsAttr *a = &fp->o->attrs[i];
  const Attr *v = attr_of(fp, i);
  Printer *pr = fp->pr;
  if (!v) return;
  switch (a->form) {
  case ODS_FORM_TYPED:
    if (v->kind == AK_INTEGER || v->kind == AK_FLOAT) {
      /* printAttributeWithoutType: the literal alone. */
      StrBuf tmp;
      sb_init(&tmp, &pr->ctx->alloc);
      print_attribute_ex(v, &tmp, false, -1, -1);
      const char *colon = tmp.data ? strstr(tmp.data, " : ") : NULL;
      const Type *t = attr_get_type(v);
      bool is_bool = t == pr->ctx->t_i1;
      sb_append(pr->out, tmp.data ? tmp.data : "", colon && !is_bool ? (size_t)(colon - tmp.data) : tmp.len);
      sb_free(&tmp);
      return;
    }
    pr_attr(pr, v);
    return;
  case ODS_FORM_ENUM_KEYWORD:
    if (v->kind == AK_INTEGER) ods_enum_print_value(a->enum_info, v->p[1], pr->out);
    else pr_attr(pr, v);
    return;
  case ODS_FORM_ENUM_PROP:
    if (v->kind != AK_INTEGER) {
      pr_attr(pr, v);
      return;
    }
    if (a->value_type) {
      pr_puts(pr, a->value_type);
      pr_putc(pr, '<');
    }
    ods_enum_print_value(a->enum_info, v->p[1], pr->out);
    if (a->value_type) pr_putc(pr, '>');
    return;
  case ODS_FORM_ENUM_ATTR:
  case ODS_FORM_DEF_ATTR:
    /* printStrippedAttrOrType: the body of a dialect attribute. */
    pr_stripped(pr, v);
    return;
  case ODS_FORM_SYMBOL:
    if (v->kind == AK_STRING) pr_symbol_name(pr, attr_string_ident(v));
    else pr_attr(pr, v);
    return;
  case ODS_FORM_TYPE:
    if (v->kind == AK_TYPE) pr_type(pr, WORD_PTR(const Type, v->p[0]));
    else pr_attr(pr, v);
    return;
  case ODS_FORM_DENSE_ARRAY:
    if (v->kind == AK_DENSE_ARRAY) {
      /* The stripped form: `[1, 2]`. */
      StrBuf tmp;
      sb_init(&tmp, &pr->ctx->alloc);
      print_attribute(v, &tmp);
      const char *colon = tmp.data ? strstr(tmp.data, ": ") : NULL;
      sb_putc(pr->out, '[');
      if (colon) sb_append(pr->out, colon + 2, tmp.len - (size_t)(colon + 2 - tmp.data) - 1);
      sb_putc(pr->out, ']');
      sb_free(&tmp);
      return;
    }
    pr_attr(pr, v);
    return;
  default: pr_attr(pr, v);
  }
}

static void print_types_of(FmtPrinter *fp, const FmtElem *target, bool qualified) {
  Printer *pr = fp->pr;
  Operation *op = fp->op;
  unsigned start = 0, count = 0;
  bool results = false;
  const OdsValue *v = target->kind == F_OPERAND  ? &fp->o->operands[target->index]
                      : target->kind == F_RESULT ? &fp->o->results[target->index]
                                                 : NULL;
  if (v && v->arity == ODS_SINGLE && !qualified && v->cons && v->cons->strip_class) {
    /* printStrippedAttrOrType for a type of the constraint's class. */
    const Type *t = NULL;
    unsigned s0 = 0, c0 = 0;
    if (target->kind == F_OPERAND) {
      operand_range(fp, (unsigned)target->index, &s0, &c0);
      if (c0 == 1) t = op->operands[s0].value->type;
    } else {
      ods_result_group(op, fp->o, (unsigned)target->index, &s0, &c0);
      if (c0 == 1) t = op->results[s0].type;
    }
    if (t && t->kind == TK_DIALECT && ods_isa_type_def(PTR_OV(t), v->cons->strip_class)) {
      pr_stripped(pr, t);
      return;
    }
  }
  switch (target->kind) {
  case F_OPERAND: operand_range(fp, (unsigned)target->index, &start, &count); break;
  case F_RESULT:
    ods_result_group(op, fp->o, (unsigned)target->index, &start, &count);
    results = true;
    break;
  case F_OPERANDS: count = op->num_operands; break;
  case F_RESULTS:
    count = op->num_results;
    results = true;
    break;
  default: return;
  }
  for (unsigned k = 0; k < count; k++) {
    if (k) sb_puts(pr->out, ", ");
    pr_type(pr, results ? op->results[start + k].type : op->operands[start + k].value->type);
  }
}

static void print_type_list_of(FmtPrinter *fp, const FmtElem *target, bool paren_single) {
  Operation *op = fp->op;
  unsigned start = 0, count = 0;
  bool results = target->kind == F_RESULT || target->kind == F_RESULTS;
  if (target->kind == F_OPERAND) operand_range(fp, (unsigned)target->index, &start, &count);
  else if (target->kind == F_RESULT) ods_result_group(op, fp->o, (unsigned)target->index, &start, &count);
  else count = results ? op->num_results : op->num_operands;
  const Type *first = count ? (results ? op->results[start].type : op->operands[start].value->type) : NULL;
  bool paren = paren_single || count != 1 || first->kind == TK_FUNCTION;
  if (paren) pr_putc(fp->pr, '(');
  /* printFunctionalType prints whole types, never the stripped form. */
  print_types_of(fp, target, true);
  if (paren) pr_putc(fp->pr, ')');
}

static bool region_nonempty(const Region *r) { return r->first != NULL; }

/* The anchor of an optional group is present: a non-empty operand group,
 * a set (non-default) attribute, a non-empty region, ... */
static bool anchor_present(FmtPrinter *fp, const FmtElem *e) {
  Operation *op = fp->op;
  switch (e->kind) {
  case F_OPERAND: {
    unsigned s, c;
    operand_range(fp, (unsigned)e->index, &s, &c);
    return c != 0;
  }
  case F_RESULT: {
    unsigned s, c;
    ods_result_group(op, fp->o, (unsigned)e->index, &s, &c);
    return c != 0;
  }
  case F_OPERANDS: return op->num_operands != 0;
  case F_RESULTS: return op->num_results != 0;
  case F_ATTR: {
    const Attr *v = attr_of(fp, (unsigned)e->index);
    if (!v) return false;
    const Attr *d = ods_attr_default(fp->pr->ctx, &fp->o->attrs[e->index]);
    return v != d;
  }
  case F_REGION: return region_nonempty(&op->regions[e->index]);
  case F_SUCCESSOR: return op->num_successors != 0;
  case F_TYPE:
  case F_QUALIFIED:
  case F_FUNCTIONAL_TYPE:
  case F_CUSTOM:
    for (unsigned k = 0; k < e->nkids; k++)
      if (anchor_present(fp, e->kids[k])) return true;
    return false;
  default: return true;
  }
}

/* Names of attributes the format prints itself (elided from attr-dict). */
static void collect_format_attrs(const OdsOp *o, FmtElem *const *elems, unsigned n,
                                 const char **out, unsigned *k, unsigned cap) {
  for (unsigned i = 0; i < n; i++) {
    const FmtElem *e = elems[i];
    if (e->kind == F_ATTR && *k < cap) out[(*k)++] = o->attrs[e->index].name;
    collect_format_attrs(o, e->kids, e->nkids, out, k, cap);
    collect_format_attrs(o, e->then_elems, e->nthen, out, k, cap);
    collect_format_attrs(o, e->else_elems, e->nelse, out, k, cap);
  }
}

static void print_attr_dict(FmtPrinter *fp, const FmtElem *e) {
  const OdsOp *o = fp->o;
  const Format *f = ods_format_get(fp->pr->ctx, o);
  unsigned cap = o->n_attrs + o->n_operands + 4, k = 0;
  const char *small[32];
  const char **elided = cap <= 32 ? small : ctx_alloc(fp->pr->ctx, cap * sizeof *elided);
  if (!elided) return;
  collect_format_attrs(o, f->elems, f->n, elided, &k, cap - 3);
  /* Default-valued attributes equal to their default are not printed. */
  for (unsigned i = 0; i < o->n_attrs && k < cap - 3; i++) {
    const Attr *d = ods_attr_default(fp->pr->ctx, &o->attrs[i]);
    if (d && attr_of(fp, i) == d) elided[k++] = o->attrs[i].name;
  }
  /* So are the segment sizes of variadic-of-variadic operand groups. */
  for (unsigned i = 0; i < o->n_operands; i++)
    if (o->operands[i].segments) elided[k++] = o->operands[i].segments;
  elided[k++] = "operandSegmentSizes";
  elided[k++] = "resultSegmentSizes";
  elided[k] = NULL;
  pr_attr_dict(fp->pr, fp->op, elided, e->flag);
  if (elided != small) ctx_free(fp->pr->ctx, elided);
}

static void print_region(FmtPrinter *fp, const Region *r) {
  bool terminators = true;
  if (fp->o->implicit_terminator && r->first && r->first->last) {
    /* An implicit terminator with nothing to show is omitted. */
    const Operation *t = r->first->last;
    terminators = t->attrs || t->props || t->num_operands || t->num_results;
  }
  pr_region(fp->pr, r, true, terminators, false);
}

static void print_elem(FmtPrinter *fp, const FmtElem *e) {
  Printer *pr = fp->pr;
  Operation *op = fp->op;
  switch (e->kind) {
  case F_LITERAL: print_literal(fp, e); return;
  case F_SPACE:
    if (e->len == 2) {
      pr_newline(pr);
      sb_indent(pr->out, pr->indent);
    } else if (e->len == 1) {
      pr_putc(pr, ' ');
      fp->last_punct = false;
    } else {
      fp->last_punct = true;
    }
    if (e->len != 2) fp->emit_space = false;
    return;
  case F_OPTIONAL: {
    const FmtElem *anchor = e->anchor_elem;
    bool present = anchor_present(fp, anchor);
    FmtElem *const *elems = present ? e->then_elems : e->else_elems;
    unsigned n = present ? e->nthen : e->nelse;
    /* A unit attribute anchor that is not the group's first element is
     * implied by the group and not printed. */
    const FmtElem *skip = NULL;
    if (anchor->kind == F_ATTR &&
        (fp->o->attrs[anchor->index].form == ODS_FORM_UNIT || fp->o->attrs[anchor->index].form == ODS_FORM_UNIT_PROP) &&
        (!e->nthen || anchor != e->then_elems[0]) && (!e->nelse || anchor != e->else_elems[0]))
      skip = anchor;
    for (unsigned i = 0; i < n; i++)
      if (elems[i] != skip) print_elem(fp, elems[i]);
    return;
  }
  case F_OILIST:
    /* A clause prints when any of its variables is present. */
    for (unsigned c = 0; c < e->nkids; c++) {
      const FmtElem *cl = e->kids[c];
      bool present = false;
      for (unsigned i = 0; i < cl->nthen && !present; i++)
        if (cl->then_elems[i]->kind != F_LITERAL && cl->then_elems[i]->kind != F_SPACE)
          present = anchor_present(fp, cl->then_elems[i]);
      if (present) print_elems(fp, cl->then_elems, cl->nthen);
    }
    return;
  case F_ATTR_DICT:
    print_attr_dict(fp, e);
    fp->last_punct = false;
    return;
  case F_PROP_DICT:
    if (op->props) {
      pr_puts(pr, " <");
      pr_attr(pr, op->props);
      pr_putc(pr, '>');
    }
    fp->last_punct = false;
    return;
  default: break;
  }
  if (fp->emit_space || !fp->last_punct) pr_putc(pr, ' ');
  fp->last_punct = false;
  fp->emit_space = true;
  switch (e->kind) {
  case F_OPERAND: {
    unsigned s, c;
    operand_range(fp, (unsigned)e->index, &s, &c);
    pr_operands(pr, op, s, c);
    return;
  }
  case F_OPERANDS: pr_operands(pr, op, 0, op->num_operands); return;
  case F_ATTR: print_attr_var(fp, (unsigned)e->index); return;
  case F_REGION:
    /* A variadic region group (always last in ODS) prints its regions
     * comma-separated, possibly none. */
    if (fp->o->regions[e->index].variadic) {
      for (unsigned i = (unsigned)e->index; i < op->num_regions; i++) {
        if (i > (unsigned)e->index) pr_puts(pr, ", ");
        print_region(fp, &op->regions[i]);
      }
      return;
    }
    if ((unsigned)e->index < op->num_regions) print_region(fp, &op->regions[e->index]);
    return;
  case F_REGIONS:
    for (unsigned i = 0; i < op->num_regions; i++) {
      if (i) pr_puts(pr, ", ");
      print_region(fp, &op->regions[i]);
    }
    return;
  case F_SUCCESSOR: {
    /* Successor groups in ODS order: single ones take one block, a
     * variadic one takes the rest. */
    unsigned start = 0, count = 0, fixed = 0;
    for (unsigned k = 0; k < fp->o->n_successors; k++) fixed += !fp->o->successors[k].variadic;
    for (unsigned k = 0; k <= (unsigned)e->index; k++) {
      start += count;
      count = fp->o->successors[k].variadic ? op->num_successors - fixed : 1;
    }
    for (unsigned i = 0; i < count && start + i < op->num_successors; i++) {
      if (i) pr_puts(pr, ", ");
      pr_block_name(pr, op->successors[start + i].block);
    }
    return;
  }
  case F_TYPE: print_types_of(fp, e->kids[0], false); return;
  case F_QUALIFIED:
    if (e->kids[0]->kind == F_TYPE) print_types_of(fp, e->kids[0]->kids[0], true);
    else if (e->kids[0]->kind == F_ATTR) pr_attr(pr, attr_of(fp, (unsigned)e->kids[0]->index));
    return;
  case F_FUNCTIONAL_TYPE:
    print_type_list_of(fp, e->kids[0], true);
    pr_puts(pr, " -> ");
    print_type_list_of(fp, e->kids[1], false);
    return;
  case F_CUSTOM: {
    const CustomDirective *cd = ods_custom_directive(fp->o, e->text, e->len);
    if (cd) cd->print(pr, op, fp->o, e->kids, e->nkids);
    return;
  }
  default: return;
  }
}

static void print_elems(FmtPrinter *fp, FmtElem *const *elems, unsigned n) {
  for (unsigned i = 0; i < n; i++) print_elem(fp, elems[i]);
}

void ods_format_print(Printer *pr, Operation *op) {
  const OdsOp *o = op_ods(op);
  const Format *f = o ? ods_format_get(pr->ctx, o) : NULL;
  if (!f) return;
  FmtPrinter fp = {pr, op, o, true, false};
  print_elems(&fp, f->elems, f->n);
}
