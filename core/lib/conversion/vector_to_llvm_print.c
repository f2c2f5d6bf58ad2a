/* vector_to_llvm_print.c: upstream's VectorPrintOpConversion: a scalar
 * vector.print becomes a call of the runtime's printer for its type
 * (printF32, printF64, printF16/printBF16 on the bits, printI64 on a sign
 * extension, printU64 on a zero extension for unsigned integers, booleans
 * and index), then its punctuation (printNewline, printComma, printOpen,
 * printClose) or its string (printString of a private global). The
 * printers are declared at the start of the module on first use. Vectors
 * are left to convert-vector-to-scf, as upstream's. */
#include "vector_to_llvm.h"
#include "llvm_builders.h"

#include "../dialects/llvm/llvm.h"
#include "../ods/ods.h"

enum { PUNCT_NONE, PUNCT_NEWLINE, PUNCT_COMMA, PUNCT_OPEN, PUNCT_CLOSE };
enum { PRINT_INT_BITS = 64, PRINT_HALF_BITS = 16 };

typedef enum PrintConversion { CONV_NONE, CONV_ZEXT64, CONV_SEXT64, CONV_BITCAST16 } PrintConversion;

/* The printer of a scalar type and the conversion of its operand, or
 * NULL when the runtime has none. */
static const char *printer_of(const Type *t, PrintConversion *conv) {
  *conv = CONV_NONE;
  if (t->kind == TK_F32) return "printF32";
  if (t->kind == TK_F64) return "printF64";
  if (t->kind == TK_F16 || t->kind == TK_BF16) {
    *conv = CONV_BITCAST16;
    return t->kind == TK_F16 ? "printF16" : "printBF16";
  }
  if (t->kind == TK_INDEX) return "printU64";
  if (t->kind != TK_INTEGER) return NULL;
  unsigned width = type_int_width(t);
  if (width > PRINT_INT_BITS) return NULL;
  if (type_int_signedness(t) == UNSIGNED) {
    if (width < PRINT_INT_BITS) *conv = CONV_ZEXT64;
    return "printU64";
  }
  /* Booleans are zero extended, so that true prints as 1. */
  if (width == 1) *conv = CONV_ZEXT64;
  else if (width < PRINT_INT_BITS) *conv = CONV_SEXT64;
  return "printI64";
}

/* Declares `name` (void of `n` arguments) if needed and calls it. */
static bool call_printer(Rewriter *rw, const Loc *loc, Operation *module, const char *name, unsigned n,
                         Value *const *args) {
  Context *ctx = rw->ctx;
  const Type *inputs[1] = {n ? args[0]->type : NULL};
  const Type *fn = llvm_func_type(ctx, llvm_simple_type(ctx, "void"), n, inputs, false);
  return fn && llvm_lookup_or_create_fn(rw, module, name, fn) && llvm_call(rw, loc, name, NULL, n, args);
}

static bool print_scalar(Rewriter *rw, Operation *op, Operation *module, Value *value) {
  Context *ctx = rw->ctx;
  const Type *t = op->operands[0].value->type;
  PrintConversion conv;
  const char *printer = printer_of(t, &conv);
  if (!printer || !tc_convert_type1(conv_type_converter(rw), t)) return false;
  const Type *i64 = type_integer(ctx, PRINT_INT_BITS, 0), *i16 = type_integer(ctx, PRINT_HALF_BITS, 0);
  static const char *const CONVERSIONS[] = {[CONV_ZEXT64] = "arith.extui", [CONV_SEXT64] = "arith.extsi",
                                            [CONV_BITCAST16] = "llvm.bitcast"};
  if (conv != CONV_NONE) {
    const Type *to = conv == CONV_BITCAST16 ? i16 : i64;
    value = llvm_res(rw_build(rw, CONVERSIONS[conv], op->loc, 1, &value, 1, &to, 0, NULL));
    if (!value) return false;
  }
  return call_printer(rw, op->loc, module, printer, 1, &value);
}

static bool lower_print(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Operation *module = llvm_parent_module(op);
  if (!module || module == op) return false;
  if (op->num_operands > 0) {
    Value *value = conv_operand(o, 0);
    if (!value || op->operands[0].value->type->kind == TK_VECTOR || !print_scalar(rw, op, module, value)) return false;
  }
  const Attr *str = op_get_attr(op, "stringLiteral", 13);
  const Attr *punct_attr = op_get_attr(op, "punctuation", 11);
  uint64_t punct = punct_attr ? enum_value(punct_attr) : PUNCT_NEWLINE;
  if (str && str->kind == AK_STRING) {
    const LlvmTypeConverter *l = llvm_converter(rw);
    const Ident *text = attr_string_ident(str);
    if (!llvm_print_str_call(rw, op->loc, module, "vector_print_str", text->str, text->len, "printString",
                             l->name_counter))
      return false;
  } else if (punct != PUNCT_NONE) {
    static const char *const PRINTERS[] = {[PUNCT_NEWLINE] = "printNewline", [PUNCT_COMMA] = "printComma",
                                           [PUNCT_OPEN] = "printOpen", [PUNCT_CLOSE] = "printClose"};
    if (punct > PUNCT_CLOSE || !call_printer(rw, op->loc, module, PRINTERS[punct], 0, NULL)) return false;
  }
  rw_erase_op(rw, op);
  return true;
}

static const ConvPattern PATTERNS[] = {
    {.root = "vector.print", .benefit = 1, .debug_name = "VectorPrintOpConversion", .rewrite = lower_print},
};

bool vector_to_llvm_print_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l) {
  return llvm_add_patterns(ps, l, PATTERNS, 1);
}
