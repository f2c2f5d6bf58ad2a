/* llvm_ops.c: the syntax of the smaller llvm ops upstream writes in C++:
 * llvm.icmp and llvm.fcmp (`"pred" %a, %b : type`, the predicate kept as
 * an i64), llvm.alloca (`inalloca? %n x type : (i32) -> !llvm.ptr`) and
 * llvm.landingpad (`cleanup? (catch|filter %v : t)* : type`). */
#include "llvm.h"

/* ---- llvm.icmp, llvm.fcmp ------------------------------------------------------------ */

static bool cmp_parse(Parser *p, OperationState *st, const char *record) {
  Context *ctx = p->ctx;
  Token pred_at = p->tok;
  StrBuf pred;
  sb_init(&pred, &ctx->alloc);
  UnresolvedUse lhs, rhs;
  bool ok = true;
  if (p->tok.kind != T_STRING) {
    ok = parser_error(p, "expected attribute value");
  } else {
    ok = parse_string_literal(p, &pred);
  }
  ok = ok && parse_ssa_use(p, &lhs) && parser_expect(p, T_COMMA, "expected ','") && parse_ssa_use(p, &rhs) &&
       parse_optional_attr_dict(p, st) && parser_expect(p, T_COLON, "expected ':'");
  Token type_at = p->tok;
  const Type *t = ok ? parse_type(p) : NULL;
  Value *a = t ? resolve_ssa_use(p, &lhs, t) : NULL;
  Value *b = a ? resolve_ssa_use(p, &rhs, t) : NULL;
  ok = b && opstate_add_operand(st, a) && opstate_add_operand(st, b);
  uint64_t v = 0;
  if (ok && !ods_enum_case_value(llvm_enum(record), pred.data ? pred.data : "", pred.len, &v))
    ok = parser_op_error(p, &pred_at, "'%.*s' is an incorrect value of the 'predicate' attribute", (int)pred.len,
                         pred.data ? pred.data : "");
  sb_free(&pred);
  ok = ok && opstate_add_attr(st, ident_cstr(ctx, "predicate"), llvm_i64_attr(ctx, (int64_t)v));
  if (ok && !llvm_is_compatible_type(t)) ok = parser_error_at(p, &type_at, "expected LLVM dialect-compatible type");
  if (!ok) return false;
  const Type *r = ctx->t_i1;
  if (llvm_is_compatible_vector_type(t)) {
    int64_t n = shaped_dim(t, 0);
    bool scalable = t->p[1] != 0;
    r = type_vector(ctx, 1, &n, &scalable, ctx->t_i1);
  }
  return r && opstate_add_type(st, r);
}

bool llvm_icmp_parse(Parser *p, OperationState *st) { return cmp_parse(p, st, "ICmpPredicate"); }
bool llvm_fcmp_parse(Parser *p, OperationState *st) { return cmp_parse(p, st, "FCmpPredicate"); }

static void cmp_print(Printer *pr, Operation *op, const char *record) {
  const Attr *pred = op_get_attr(op, "predicate", 9);
  const char *s = pred && pred->kind == AK_INTEGER ? llvm_enum_str(llvm_enum(record), (uint64_t)attr_int_value(pred)) : NULL;
  if (op->num_operands != 2) return;
  pr_puts(pr, " \"");
  pr_puts(pr, s ? s : "");
  pr_puts(pr, "\" ");
  pr_operands(pr, op, 0, 2);
  /* Default-valued properties (fastmath<none>) are not printed. */
  const Attr *fmf = op_get_attr(op, "fastmathFlags", 13);
  bool no_fmf = !fmf || llvm_param_of(fmf, "fastmath", 1) == 0;
  static const char *const elided[] = {"predicate", NULL}, *const elided_fmf[] = {"predicate", "fastmathFlags", NULL};
  pr_attr_dict(pr, op, no_fmf ? elided_fmf : elided, false);
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[0].value->type);
}

void llvm_icmp_print(Printer *pr, Operation *op) { cmp_print(pr, op, "ICmpPredicate"); }
void llvm_fcmp_print(Printer *pr, Operation *op) { cmp_print(pr, op, "FCmpPredicate"); }

/* ---- llvm.alloca ---------------------------------------------------------------------- */

bool llvm_alloca_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  if (parser_consume_keyword(p, "inalloca") && !opstate_add_attr(st, ident_cstr(ctx, "inalloca"), ctx->a_unit))
    return false;
  UnresolvedUse n;
  if (!parse_ssa_use(p, &n) || !parser_expect_op_keyword(p, "x")) return false;
  const Type *elem = parse_type(p);
  if (!elem || !parse_optional_attr_dict(p, st) || !parser_expect(p, T_COLON, "expected ':'")) return false;
  Token at = p->tok;
  const Type *fn = parse_type(p);
  if (!fn) return false;
  for (size_t i = 0; i < st->num_attrs; i++) {
    if (strcmp(st->attrs[i].name->str, "alignment") != 0) continue;
    const Attr *a = st->attrs[i].value;
    if (a->kind != AK_INTEGER) return parser_error_loc(p, st->loc, "expected integer alignment");
    if (attr_int_value(a) == 0) st->attrs[i] = st->attrs[--st->num_attrs];
    break;
  }
  if (fn->kind != TK_FUNCTION || fn_num_inputs(fn) != 1 || fn_num_results(fn) != 1)
    return parser_error_at(p, &at, "expected trailing function type with one argument and one result");
  Value *v = resolve_ssa_use(p, &n, fn_input(fn, 0));
  if (!v || !opstate_add_operand(st, v)) return false;
  if (llvm_type_is(fn_result(fn, 0), "ptr") && !opstate_add_attr(st, ident_cstr(ctx, "elem_type"), attr_type(ctx, elem)))
    return false;
  return opstate_add_type(st, fn_result(fn, 0));
}

void llvm_alloca_print(Printer *pr, Operation *op) {
  const Attr *elem = op_get_attr(op, "elem_type", 9), *align = op_get_attr(op, "alignment", 9);
  if (op->num_operands != 1 || op->num_results != 1) return;
  if (op_get_attr(op, "inalloca", 8)) pr_puts(pr, " inalloca");
  pr_putc(pr, ' ');
  pr_value(pr, op->operands[0].value);
  pr_puts(pr, " x ");
  if (elem && elem->kind == AK_TYPE) pr_type(pr, WORD_PTR(const Type, elem->p[0]));
  bool keep_align = align && align->kind == AK_INTEGER && attr_int_value(align) != 0;
  static const char *const with_align[] = {"elem_type", "inalloca", NULL};
  static const char *const without[] = {"alignment", "elem_type", "inalloca", NULL};
  pr_attr_dict(pr, op, keep_align ? with_align : without, false);
  pr_puts(pr, " : ");
  const Type *in = op->operands[0].value->type, *out = op->results[0].type;
  const Type *fn = type_function(pr->ctx, 1, &in, 1, &out);
  if (fn) pr_type(pr, fn);
}

/* ---- llvm.landingpad ------------------------------------------------------------------- */

bool llvm_landingpad_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  if (parser_consume_keyword(p, "cleanup") && !opstate_add_attr(st, ident_cstr(ctx, "cleanup"), ctx->a_unit))
    return false;
  while (parser_consume_if(p, T_LPAREN)) {
    if (!parser_consume_keyword(p, "filter") && !parser_consume_keyword(p, "catch")) break;
    UnresolvedUse u;
    if (!parse_ssa_use(p, &u) || !parser_expect(p, T_COLON, "expected ':'")) return false;
    const Type *t = parse_type(p);
    Value *v = t ? resolve_ssa_use(p, &u, t) : NULL;
    if (!v || !opstate_add_operand(st, v) || !parser_expect(p, T_RPAREN, "expected ')'")) return false;
  }
  if (!parser_expect(p, T_COLON, "expected ':'")) return false;
  const Type *t = parse_type(p);
  return t && opstate_add_type(st, t);
}

void llvm_landingpad_print(Printer *pr, Operation *op) {
  pr_puts(pr, op_get_attr(op, "cleanup", 7) ? " cleanup " : " ");
  for (unsigned i = 0; i < op->num_operands; i++) {
    const Type *t = op->operands[i].value->type;
    pr_puts(pr, llvm_type_is(t, "array") ? "(filter " : "(catch ");
    pr_value(pr, op->operands[i].value);
    pr_puts(pr, " : ");
    pr_type(pr, t);
    pr_puts(pr, ") ");
  }
  static const char *const elided[] = {"cleanup", NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, ": ");
  if (op->num_results) pr_type(pr, op->results[0].type);
}
