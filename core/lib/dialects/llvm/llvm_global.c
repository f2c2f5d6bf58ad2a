/* llvm_global.c: the syntax of llvm.mlir.global and llvm.mlir.alias,
 * which upstream writes in C++:
 *   llvm.mlir.global linkage? visibility? thread_local? unnamed_addr?
 *     constant? @name `(` value? `)` (comdat `(` @sym `)`)? attr-dict
 *     (`:` type)? initializer-region?
 *   llvm.mlir.alias linkage? visibility? thread_local? unnamed_addr?
 *     @name attr-dict `:` type initializer-region
 * A string global may leave out its type (an i8 array as long as the
 * string). */
#include "llvm.h"

static bool add(OperationState *st, const char *name, const Attr *a) {
  return a && opstate_add_attr(st, ident_cstr(st->ctx, name), a);
}

/* parseCommonGlobalAndAlias */
static bool parse_common(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  uint64_t linkage = llvm_parse_optional_keyword(p, llvm_enum("LinkageEnum"), 0);
  uint64_t vis = llvm_parse_optional_keyword(p, llvm_enum("Visibility"), 0);
  if (!add(st, "linkage", llvm_param_attr(ctx, "linkage", linkage)) ||
      !add(st, "visibility_", llvm_i64_attr(ctx, (int64_t)vis)))
    return false;
  if (parser_consume_keyword(p, "thread_local") && !add(st, "thread_local_", ctx->a_unit)) return false;
  uint64_t unnamed = llvm_parse_optional_keyword(p, llvm_enum("UnnamedAddr"), 0);
  return add(st, "unnamed_addr", llvm_i64_attr(ctx, (int64_t)unnamed));
}

static bool parse_name(Parser *p, OperationState *st) {
  const Ident *name;
  return parse_symbol_name(p, &name) && add(st, "sym_name", attr_string(p->ctx, name->str, name->len, NULL));
}

/* parseOptionalColonTypeList: nothing, or `:` and types (at most one). */
static bool parse_optional_colon_type(Parser *p, OperationState *st, const Type **out) {
  *out = NULL;
  if (!parser_consume_if(p, T_COLON)) return true;
  PtrVec types = {0};
  bool ok = parse_comma_type_list(p, &types);
  if (ok && types.len > 1) ok = parser_error_loc(p, st->loc, "expected zero or one type");
  if (ok) *out = types.data[0];
  pv_free(&p->ctx->alloc, &types);
  return ok;
}

bool llvm_global_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  if (!parse_common(p, st)) return false;
  if (parser_consume_keyword(p, "constant") && !add(st, "constant", ctx->a_unit)) return false;
  if (!parse_name(p, st) || !parser_expect(p, T_LPAREN, "expected '('")) return false;
  const Attr *value = NULL;
  if (!parser_consume_if(p, T_RPAREN)) {
    value = parse_attribute(p, NULL);
    if (!value || !add(st, "value", value) || !parser_expect(p, T_RPAREN, "expected ')'")) return false;
  }
  if (parser_consume_keyword(p, "comdat")) {
    if (!parser_expect(p, T_LPAREN, "expected '('")) return false;
    Token at = p->tok;
    const Attr *sym = parse_attribute(p, NULL);
    if (!sym) return false;
    if (sym->kind != AK_SYMBOL_REF) return parser_error_at(p, &at, "invalid kind of attribute specified");
    if (!parser_expect(p, T_RPAREN, "expected ')'") || !add(st, "comdat", sym)) return false;
  }
  const Type *type;
  if (!parse_optional_attr_dict(p, st) || !parse_optional_colon_type(p, st, &type)) return false;
  Region *init = opstate_add_region(st);
  if (!init) return false;
  if (!type) {
    if (!value || value->kind != AK_STRING)
      return parser_error_loc(p, st->loc, "type can only be omitted for string globals");
    type = llvm_array_type(ctx, type_integer(ctx, 8, SIGNLESS), attr_string_ident(value)->len);
  } else if (p->tok.kind == T_LBRACE && !parse_region(p, init, NULL, 0, false)) {
    return false;
  }
  return type && add(st, "global_type", attr_type(ctx, type));
}

bool llvm_alias_parse(Parser *p, OperationState *st) {
  const Type *type;
  if (!parse_common(p, st) || !parse_name(p, st) || !parse_optional_attr_dict(p, st) ||
      !parse_optional_colon_type(p, st, &type))
    return false;
  Region *init = opstate_add_region(st);
  if (!init || !parse_region(p, init, NULL, 0, false)) return false;
  if (!type) return parser_error_loc(p, st->loc, "expected zero or one type");
  return add(st, "alias_type", attr_type(p->ctx, type));
}

/* ---- printing ---------------------------------------------------------------------------- */

static void print_keyword(Printer *pr, const char *record, uint64_t v) {
  const char *s = llvm_enum_str(llvm_enum(record), v);
  if (!s || !s[0]) return;
  pr_puts(pr, s);
  pr_putc(pr, ' ');
}

static uint64_t int_attr(Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_INTEGER ? (uint64_t)attr_int_value(a) : 0;
}

/* ` linkage visibility? ` (external printed too) */
static void print_linkage_visibility(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  const char *l = llvm_enum_str(llvm_enum("LinkageEnum"), llvm_param_of(op_get_attr(op, "linkage", 7), "linkage", 0));
  pr_puts(pr, l ? l : "");
  pr_putc(pr, ' ');
  print_keyword(pr, "Visibility", int_attr(op, "visibility_"));
}

static const Type *type_attr(Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_TYPE ? WORD_PTR(const Type, a->p[0]) : NULL;
}

void llvm_global_print(Printer *pr, Operation *op) {
  const Attr *name = op_get_attr(op, "sym_name", 8);
  if (!name || name->kind != AK_STRING) return;
  print_linkage_visibility(pr, op);
  if (op_get_attr(op, "thread_local_", 13)) pr_puts(pr, "thread_local ");
  print_keyword(pr, "UnnamedAddr", int_attr(op, "unnamed_addr"));
  if (op_get_attr(op, "constant", 8)) pr_puts(pr, "constant ");
  pr_symbol_name(pr, attr_string_ident(name));
  pr_putc(pr, '(');
  const Attr *value = op_get_attr(op, "value", 5);
  if (value) pr_attr(pr, value);
  pr_putc(pr, ')');
  const Attr *comdat = op_get_attr(op, "comdat", 6);
  if (comdat) {
    pr_puts(pr, " comdat(");
    pr_attr(pr, comdat);
    pr_putc(pr, ')');
  }
  static const char *const elided[] = {"sym_name", "global_type", "constant", "value", "linkage", "unnamed_addr",
                                       "thread_local_", "visibility_", "comdat", NULL};
  pr_attr_dict(pr, op, elided, false);
  if (value && value->kind == AK_STRING) return;
  pr_puts(pr, " : ");
  const Type *t = type_attr(op, "global_type");
  if (t) pr_type(pr, t);
  if (op->num_regions && op->regions[0].first) {
    pr_putc(pr, ' ');
    pr_region(pr, &op->regions[0], false, true, false);
  }
}

void llvm_alias_print(Printer *pr, Operation *op) {
  const Attr *name = op_get_attr(op, "sym_name", 8);
  if (!name || name->kind != AK_STRING) return;
  print_linkage_visibility(pr, op);
  print_keyword(pr, "UnnamedAddr", int_attr(op, "unnamed_addr"));
  if (op_get_attr(op, "thread_local_", 13)) pr_puts(pr, "thread_local ");
  pr_symbol_name(pr, attr_string_ident(name));
  static const char *const elided[] = {"sym_name", "alias_type", "linkage", "unnamed_addr", "thread_local_",
                                       "visibility_", NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, " : ");
  const Type *t = type_attr(op, "alias_type");
  if (t) pr_type(pr, t);
  pr_putc(pr, ' ');
  if (op->num_regions) pr_region(pr, &op->regions[0], false, true, false);
}
