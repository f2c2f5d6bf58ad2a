/* dialect_util.c: see dialect_util.h. */
#include "dialect_util.h"

#include <stdarg.h>

void du_type_str(StrBuf *sb, const Type *t, bool quote) {
  if (quote) sb_putc(sb, '\'');
  if (t) print_type(t, sb);
  else sb_puts(sb, "<<NULL TYPE>>");
  if (quote) sb_putc(sb, '\'');
}

void du_operands(const Operation *op, const char *name, unsigned *start, unsigned *count) {
  const OdsOp *o = op_ods(op);
  *start = *count = 0;
  for (unsigned i = 0; o && i < o->n_operands; i++)
    if (strcmp(o->operands[i].name, name) == 0) {
      ods_operand_group(op, o, i, start, count);
      return;
    }
}

Value *du_operand(const Operation *op, const char *name, unsigned i) {
  unsigned s, c;
  du_operands(op, name, &s, &c);
  return i < c ? op->operands[s + i].value : NULL;
}

bool du_add_segments(OperationState *st, const int32_t *sizes, unsigned n) {
  Context *ctx = st->ctx;
  const Attr *a = attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), n, sizes, n * sizeof *sizes);
  return a && opstate_add_attr(st, ident_cstr(ctx, "operandSegmentSizes"), a);
}

bool du_parse_uses(Parser *p, UseList *out) { return parse_operand_list(p, T_EOF, -1, out); }

const Attr *du_enum_attr(Context *ctx, const OdsDialect *d, const char *attr_name, const char *cs, size_t n) {
  for (unsigned i = 0; d && i < d->n_attr_defs; i++) {
    const OdsAttrDef *def = &d->attr_defs[i];
    if (strcmp(def->name, attr_name) != 0 || !def->enum_info) continue;
    uint64_t v;
    const AttrClass *cls = ods_attr_class(ctx, def);
    if (!cls || !ods_enum_case_value(def->enum_info, cs, n, &v)) return NULL;
    return ods_enum_attr_get(ctx, cls, v);
  }
  return NULL;
}

const char *du_enum_attr_case(const Attr *a) {
  if (!a || a->kind != AK_DIALECT) return NULL;
  const OdsAttrDef *def = WORD_PTR(const AttrClass, a->p[0])->data;
  if (!def || !def->enum_info || a->n < 2) return NULL;
  for (unsigned i = 0; i < def->enum_info->ncases; i++)
    if (def->enum_info->cases[i].value == a->p[1]) return def->enum_info->cases[i].str;
  return NULL;
}

bool du_add_defaults(OperationState *st) {
  const OdsOp *o = st->name->def ? st->name->def->ods : NULL;
  for (unsigned i = 0; o && i < o->n_attrs; i++) {
    const OdsAttr *a = &o->attrs[i];
    if (!(a->flags & ODS_ATTR_DEFAULT)) continue;
    bool present = false;
    for (size_t k = 0; k < st->num_attrs && !present; k++) present = strcmp(st->attrs[k].name->str, a->name) == 0;
    const Attr *d = present ? NULL : ods_attr_default(st->ctx, a);
    if (d && !opstate_add_attr(st, ident_cstr(st->ctx, a->name), d)) return false;
  }
  return true;
}

bool du_append_op(Context *ctx, Block *b, const char *name, Value *const *vals, unsigned n, const Loc *loc) {
  OperationState ts;
  opstate_init(&ts, ctx, opname_get(ctx, name, strlen(name)), loc);
  for (unsigned i = 0; i < n; i++)
    if (!opstate_add_operand(&ts, vals[i])) {
      opstate_free(&ts);
      return false;
    }
  Operation *t = op_create(&ts);
  if (!t) return false;
  block_append_op(b, t);
  return true;
}

/* " 'a'" for one type, "s 'a', 'b'" or "s []" otherwise, as upstream's
 * diagnostic streams a type range. */
static void cast_types(StrBuf *sb, unsigned n, const Type *(*at)(const Operation *, unsigned), const Operation *op) {
  if (n == 0) {
    sb_puts(sb, "s []");
    return;
  }
  sb_puts(sb, n == 1 ? " " : "s ");
  for (unsigned i = 0; i < n; i++) {
    if (i) sb_puts(sb, ", ");
    du_type_str(sb, at(op, i), true);
  }
}

static const Type *operand_type_at(const Operation *op, unsigned i) { return op->operands[i].value->type; }
static const Type *result_type_at(const Operation *op, unsigned i) { return op->results[i].type; }

bool du_verify_cast(Operation *op, bool (*compatible)(const Operation *op)) {
  if (!op->num_results) return op_fail(op, "expected at least one result for cast operation");
  if (!compatible || compatible(op)) return true;
  StrBuf msg;
  sb_init(&msg, &op_context(op)->alloc);
  sb_puts(&msg, "operand type");
  cast_types(&msg, op->num_operands, operand_type_at, op);
  sb_puts(&msg, " and result type");
  cast_types(&msg, op->num_results, result_type_at, op);
  sb_puts(&msg, " are cast incompatible");
  op_fail(op, "%s", msg.data ? msg.data : "");
  sb_free(&msg);
  return false;
}
