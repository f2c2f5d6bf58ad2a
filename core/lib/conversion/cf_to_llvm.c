/* cf_to_llvm.c: the convert-cf-to-llvm pass: upstream's
 * ControlFlowToLLVM patterns. Branches become their LLVM twins over the
 * converted operands, converting their successors' signatures; cf.assert
 * becomes a branch to a block that prints the message with `puts` and
 * calls `abort`. Every other op is legal, so only block signatures change
 * in them. */
#include "../transforms/transforms.h"
#include "llvm_builders.h"
#include "to_llvm_patterns.h"

#include "../dialects/llvm/llvm.h"
#include "../interfaces/interfaces.h"

/* getConvertedBlock: the successor with its arguments converted. */
static Block *converted_block(Rewriter *rw, Block *b) {
  const TypeConverter *tc = conv_type_converter(rw);
  bool legal = true;
  for (uint32_t i = 0; legal && i < b->nargs; i++) legal = tc_is_legal_type(tc, b->args[i]->type);
  if (legal) return b;
  SignatureConversion sig;
  if (!tc_convert_block_signature(tc, rw->ctx, b, &sig)) return NULL;
  Block *nb = conv_apply_signature_conversion(rw, b, &sig, tc);
  sig_free(&sig);
  return nb;
}

/* The successor's arguments, converted, take the converted operands the
 * branch passes it (else the IR was ill-typed: no lowering). */
static bool signature_matches(Rewriter *rw, Operation *op, const ConvOperands *o, unsigned succ) {
  const TypeConverter *tc = conv_type_converter(rw);
  Block *b = op->successors[succ].block;
  OperandSlice s = iface_branch_operands(op, succ);
  if (s.count != b->nargs) return false;
  for (unsigned i = 0; i < s.count; i++) {
    Value *v = conv_operand(o, s.first + i);
    if (!v || tc_convert_type1(tc, b->args[i]->type) != v->type) return false;
  }
  return true;
}

/* br, cond_br, switch: the same operands (converted 1:1), successors and
 * attributes under the LLVM name (the row). */
static bool lower_branch(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const char *target = llvm_row(rw);
  Context *ctx = rw->ctx;
  for (uint32_t i = 0; i < op->num_successors; i++)
    if (!signature_matches(rw, op, o, i))
      return conv_match_failure(rw, "mismatch between adaptor operand types and computed block signature");
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, target, strlen(target)), op->loc);
  bool ok = true;
  for (unsigned i = 0; ok && i < o->n; i++) {
    Value *v = conv_operand(o, i);
    ok = v && opstate_add_operand(&st, v);
  }
  for (uint32_t i = 0; ok && i < op->num_successors; i++) {
    Block *b = converted_block(rw, op->successors[i].block);
    ok = b && opstate_add_successor(&st, b);
  }
  const Attr *dicts[2] = {op->props, op->attrs};
  for (unsigned d = 0; ok && d < 2; d++)
    for (size_t i = 0; ok && i < dict_size(dicts[d]); i++)
      ok = opstate_add_attr(&st, dict_name(dicts[d], i), dict_value(dicts[d], i));
  Operation *n = NULL;
  if (ok) n = rw_create(rw, &st);
  else opstate_free(&st);
  if (!n) return false;
  rw_replace_op(rw, op, NULL);
  return true;
}

static const Attr *segments(Context *ctx, int32_t a, int32_t b, int32_t c) {
  int32_t v[3] = {a, b, c};
  return attr_dense_array(ctx, type_integer(ctx, 32, 0), 3, v, sizeof v);
}

/* assert: split before it; the failure block prints and aborts. */
static bool lower_assert(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  Value *cond = conv_operand(o, 0);
  Operation *module = llvm_parent_module(op);
  const Attr *msg = op_get_attr(op, "msg", 3);
  if (!cond || !module || !msg || msg->kind != AK_STRING) return false;
  Block *block = op->block;
  Block *cont = rw_split_block(rw, block, op);
  Block *fail = cont ? rw_create_block(rw, block->parent, NULL, 0, NULL, NULL) : NULL;
  const Ident *text = attr_string_ident(msg);
  if (!fail || !llvm_print_str_call(rw, op->loc, module, "assert_msg", text->str, text->len, "puts", l->name_counter))
    return false;
  const Type *fn = llvm_func_type(ctx, llvm_simple_type(ctx, "void"), 0, NULL, false);
  if (!llvm_lookup_or_create_fn(rw, module, "abort", fn) || !llvm_call(rw, op->loc, "abort", NULL, 0, NULL) ||
      !rw_build(rw, "llvm.unreachable", op->loc, 0, NULL, 0, NULL, 0, NULL))
    return false;
  rw_set_block_end(rw, block);
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "llvm.cond_br", 12), op->loc);
  const Attr *segs = segments(ctx, 1, 0, 0);
  bool ok = segs && opstate_add_operand(&st, cond) && opstate_add_successor(&st, cont) &&
            opstate_add_successor(&st, fail) && opstate_add_attr(&st, ident_cstr(ctx, "operandSegmentSizes"), segs);
  Operation *br = NULL;
  if (ok) br = rw_create(rw, &st);
  else opstate_free(&st);
  if (!br) return false;
  rw_replace_op(rw, op, NULL);
  return true;
}

#define BRANCH(FROM, TO) {.root = FROM, .benefit = 1, .debug_name = "BranchOpLowering", .rewrite = lower_branch, .data = TO}

static const ConvPattern PATTERNS[] = {
    {.root = "cf.assert", .benefit = 1, .debug_name = "AssertOpLowering", .rewrite = lower_assert},
    BRANCH("cf.br", "llvm.br"),
    BRANCH("cf.cond_br", "llvm.cond_br"),
    BRANCH("cf.switch", "llvm.switch"),
};

bool cf_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l) {
  return llvm_add_patterns(ps, l, PATTERNS, sizeof PATTERNS / sizeof *PATTERNS);
}

/* Ops of other dialects are legal (only their blocks' signatures
 * change); cf is not. */
static int legal_unless_cf(void *user, Operation *op) {
  (void)user;
  return strncmp(op->name->name->str, "cf.", 3) != 0;
}

static bool run(Pass *p, Operation *root) {
  return llvm_run_pass_with(root, (unsigned)pass_opt_int(p, 0), cf_to_llvm_patterns, legal_unless_cf, NULL);
}

const PassInfo CF_TO_LLVM_PASS = {
    .argument = "convert-cf-to-llvm",
    .display = "ConvertControlFlowToLLVMPass",
    .description = "Convert ControlFlow operations to the LLVM dialect",
    .anchor = "builtin.module",
    .options = LLVM_INDEX_BITWIDTH_OPTION,
    .n_options = 1,
    .run = run,
};
