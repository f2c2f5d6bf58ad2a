/* tensor.c: the tensor dialect's hand-written pieces: result names
 * (OpAsmOpInterface), as upstream's C++ gives them, and the parser of
 * tensor.from_elements, whose operand types come from the result type
 * (a TypesMatchWith the format engine cannot express). */
#include "dialects.h"

/* `$elements attr-dict : type($result)`: one element of the result's
 * element type per element of its static shape. */
static bool from_elements_parse(Parser *p, OperationState *st) {
  UseList elems = {0};
  bool ok = false;
  Token first = p->tok;
  if (!parse_operand_list(p, T_EOF, -1, &elems) || !parse_optional_attr_dict(p, st) ||
      !parser_expect(p, T_COLON, "expected ':'"))
    goto done;
  Token at = p->tok;
  const Type *t = parse_type(p);
  if (!t) goto done;
  if (t->kind != TK_RANKED_TENSOR) {
    StrBuf s;
    sb_init(&s, &p->ctx->alloc);
    print_type(t, &s);
    parser_op_error(p, &at, "invalid kind of type specified: expected builtin.tensor, but found '%s'",
                    s.data ? s.data : "");
    sb_free(&s);
    goto done;
  }
  int64_t n = shaped_num_elements(t);
  if (n < 0 || (size_t)n != elems.n) {
    operand_type_count_error(p, parser_tok_loc(p, &first), elems.n, (size_t)(n < 0 ? 0 : n));
    goto done;
  }
  ok = resolve_operands(p, &elems, NULL, shaped_elem(t), st) && opstate_add_type(st, t);
done:
  use_list_free(p->ctx, &elems);
  return ok;
}

static const OpHooks HOOKS[] = {
    {.name = "tensor.cast", .static_names = "cast"},
    {.name = "tensor.collapse_shape", .static_names = "collapsed"},
    {.name = "tensor.dim", .static_names = "dim"},
    {.name = "tensor.expand_shape", .static_names = "expanded"},
    {.name = "tensor.extract", .static_names = "extracted"},
    {.name = "tensor.extract_slice", .static_names = "extracted_slice"},
    {.name = "tensor.from_elements", .parse = from_elements_parse, .print = ods_format_print,
     .static_names = "from_elements"},
    {.name = "tensor.insert", .static_names = "inserted"},
    {.name = "tensor.insert_slice", .static_names = "inserted_slice"},
    {.name = "tensor.rank", .static_names = "rank"},
    {.name = "tensor.splat", .static_names = "splat"},
    {.name = "tensor.concat", .static_names = "concat"},
    {.name = "tensor.generate", .static_names = "generated"},
    {.name = "tensor.pad", .static_names = "padded"},
    {.name = "tensor.reshape", .static_names = "reshape"},
    {.name = "tensor.gather", .static_names = "gather"},
    {.name = "tensor.scatter", .static_names = "scatter"},
    {NULL},
};

const DialectDef TENSOR_DIALECT = {"tensor", &ODS_tensor, HOOKS, NULL};
