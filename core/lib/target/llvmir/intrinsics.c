/* intrinsics.c: llvm.intr.* ops become calls to LLVM intrinsics, declared
 * on first use with the name mangled from their overloaded types and the
 * attributes LLVM 22's intrinsic table gives them (Intrinsics.td: its
 * properties become the function attributes printed in the module's
 * attribute groups, and immarg/noalias/... on parameters). Immediate
 * arguments that the dialect keeps as properties are appended. */
#include "llvmir.h"

/* The function attribute sets of LLVM 22's intrinsic classes. */
static const char ATTR_MATH[] =
    "nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)";
static const char ATTR_PURE[] = "nocallback nofree nosync nounwind speculatable willreturn memory(none)";
static const char ATTR_MEMCPY[] = "nocallback nofree nounwind willreturn memory(argmem: readwrite)";
static const char ATTR_MEMSET[] = "nocallback nofree nounwind willreturn memory(argmem: write)";
static const char ATTR_STACK[] = "nocallback nofree nosync nounwind willreturn";
static const char ATTR_ASSUME[] = "nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)";
static const char ATTR_TRAP[] = "cold noreturn nounwind memory(inaccessiblemem: write)";

typedef struct IntrinsicInfo {
  const char *name;     /* after "llvm.intr." */
  const char *mangle;   /* overloaded types: 'r' the result, '0'.. an operand */
  const char *group;    /* function attributes */
  const char *imm_prop; /* a property passed as the last argument, or NULL */
  unsigned imm_width;   /* its integer width */
  /* parameter attributes, '|'-separated per parameter (NULL: none) */
  const char *params;
} IntrinsicInfo;

static const IntrinsicInfo INTRINSICS[] = {
    /* unary floating point */
    {"sqrt", "r", ATTR_MATH, NULL, 0, NULL}, {"sin", "r", ATTR_MATH, NULL, 0, NULL}, {"cos", "r", ATTR_MATH, NULL, 0, NULL},
    {"tan", "r", ATTR_PURE, NULL, 0, NULL}, {"asin", "r", ATTR_PURE, NULL, 0, NULL}, {"acos", "r", ATTR_PURE, NULL, 0, NULL},
    {"atan", "r", ATTR_PURE, NULL, 0, NULL}, {"sinh", "r", ATTR_PURE, NULL, 0, NULL}, {"cosh", "r", ATTR_PURE, NULL, 0, NULL},
    {"tanh", "r", ATTR_PURE, NULL, 0, NULL}, {"exp", "r", ATTR_MATH, NULL, 0, NULL}, {"exp2", "r", ATTR_MATH, NULL, 0, NULL},
    {"exp10", "r", ATTR_MATH, NULL, 0, NULL}, {"log", "r", ATTR_MATH, NULL, 0, NULL}, {"log2", "r", ATTR_MATH, NULL, 0, NULL},
    {"log10", "r", ATTR_MATH, NULL, 0, NULL}, {"fabs", "r", ATTR_MATH, NULL, 0, NULL}, {"ceil", "r", ATTR_MATH, NULL, 0, NULL},
    {"floor", "r", ATTR_MATH, NULL, 0, NULL}, {"trunc", "r", ATTR_MATH, NULL, 0, NULL}, {"round", "r", ATTR_MATH, NULL, 0, NULL},
    {"roundeven", "r", ATTR_MATH, NULL, 0, NULL}, {"rint", "r", ATTR_MATH, NULL, 0, NULL}, {"nearbyint", "r", ATTR_MATH, NULL, 0, NULL},
    /* binary and ternary floating point */
    {"pow", "r", ATTR_MATH, NULL, 0, NULL}, {"copysign", "r", ATTR_MATH, NULL, 0, NULL}, {"minnum", "r", ATTR_MATH, NULL, 0, NULL},
    {"maxnum", "r", ATTR_MATH, NULL, 0, NULL}, {"minimum", "r", ATTR_MATH, NULL, 0, NULL}, {"maximum", "r", ATTR_MATH, NULL, 0, NULL},
    {"atan2", "r", ATTR_PURE, NULL, 0, NULL}, {"fma", "r", ATTR_MATH, NULL, 0, NULL}, {"fmuladd", "r", ATTR_MATH, NULL, 0, NULL},
    {"powi", "r1", ATTR_MATH, NULL, 0, NULL}, {"ldexp", "r1", ATTR_MATH, NULL, 0, NULL},
    {"lround", "r0", ATTR_MATH, NULL, 0, NULL}, {"llround", "r0", ATTR_MATH, NULL, 0, NULL},
    {"lrint", "r0", ATTR_MATH, NULL, 0, NULL}, {"llrint", "r0", ATTR_MATH, NULL, 0, NULL},
    {"is.fpclass", "0", ATTR_MATH, "bit", 32, "|immarg"},
    /* integers */
    {"ctpop", "r", ATTR_MATH, NULL, 0, NULL}, {"bswap", "r", ATTR_MATH, NULL, 0, NULL}, {"bitreverse", "r", ATTR_MATH, NULL, 0, NULL},
    {"ctlz", "r", ATTR_PURE, "is_zero_poison", 1, "|immarg"},
    {"cttz", "r", ATTR_PURE, "is_zero_poison", 1, "|immarg"},
    {"abs", "r", ATTR_PURE, "is_int_min_poison", 1, "|immarg"},
    {"smax", "r", ATTR_MATH, NULL, 0, NULL}, {"smin", "r", ATTR_MATH, NULL, 0, NULL}, {"umax", "r", ATTR_MATH, NULL, 0, NULL},
    {"umin", "r", ATTR_MATH, NULL, 0, NULL}, {"sadd.sat", "r", ATTR_MATH, NULL, 0, NULL}, {"ssub.sat", "r", ATTR_MATH, NULL, 0, NULL},
    {"uadd.sat", "r", ATTR_MATH, NULL, 0, NULL}, {"usub.sat", "r", ATTR_MATH, NULL, 0, NULL}, {"sshl.sat", "r", ATTR_PURE, NULL, 0, NULL},
    {"ushl.sat", "r", ATTR_PURE, NULL, 0, NULL}, {"fshl", "r", ATTR_MATH, NULL, 0, NULL}, {"fshr", "r", ATTR_MATH, NULL, 0, NULL},
    {"sadd.with.overflow", "0", ATTR_MATH, NULL, 0, NULL}, {"uadd.with.overflow", "0", ATTR_MATH, NULL, 0, NULL},
    {"ssub.with.overflow", "0", ATTR_MATH, NULL, 0, NULL}, {"usub.with.overflow", "0", ATTR_MATH, NULL, 0, NULL},
    {"smul.with.overflow", "0", ATTR_MATH, NULL, 0, NULL}, {"umul.with.overflow", "0", ATTR_MATH, NULL, 0, NULL},
    /* vector reductions */
    {"vector.reduce.add", "0", ATTR_PURE, NULL, 0, NULL}, {"vector.reduce.mul", "0", ATTR_PURE, NULL, 0, NULL},
    {"vector.reduce.and", "0", ATTR_PURE, NULL, 0, NULL}, {"vector.reduce.or", "0", ATTR_PURE, NULL, 0, NULL},
    {"vector.reduce.xor", "0", ATTR_PURE, NULL, 0, NULL}, {"vector.reduce.smax", "0", ATTR_PURE, NULL, 0, NULL},
    {"vector.reduce.smin", "0", ATTR_PURE, NULL, 0, NULL}, {"vector.reduce.umax", "0", ATTR_PURE, NULL, 0, NULL},
    {"vector.reduce.umin", "0", ATTR_PURE, NULL, 0, NULL}, {"vector.reduce.fmax", "0", ATTR_PURE, NULL, 0, NULL},
    {"vector.reduce.fmin", "0", ATTR_PURE, NULL, 0, NULL}, {"vector.reduce.fmaximum", "0", ATTR_PURE, NULL, 0, NULL},
    {"vector.reduce.fminimum", "0", ATTR_PURE, NULL, 0, NULL}, {"vector.reduce.fadd", "1", ATTR_PURE, NULL, 0, NULL},
    {"vector.reduce.fmul", "1", ATTR_PURE, NULL, 0, NULL},
    /* memory */
    {"memcpy", "012", ATTR_MEMCPY, "isVolatile", 1,
     "noalias writeonly captures(none)|noalias readonly captures(none)||immarg"},
    {"memmove", "012", ATTR_MEMCPY, "isVolatile", 1, "writeonly captures(none)|readonly captures(none)||immarg"},
    {"memset", "02", ATTR_MEMSET, "isVolatile", 1, "writeonly captures(none)|||immarg"},
    {"stacksave", "r", ATTR_STACK, NULL, 0, NULL}, {"stackrestore", "0", ATTR_STACK, NULL, 0, NULL},
    {"assume", "", ATTR_ASSUME, NULL, 0, "noundef"},
    {"trap", "", ATTR_TRAP, NULL, 0, NULL},
};

static const IntrinsicInfo *find(const Ident *opname) {
  const char *n = opname->str + 10; /* after "llvm.intr." */
  for (size_t i = 0; i < sizeof INTRINSICS / sizeof *INTRINSICS; i++)
    if (strcmp(INTRINSICS[i].name, n) == 0) return &INTRINSICS[i];
  return NULL;
}

/* The immediate property's value (an integer or a bool attribute). */
static uint64_t imm_value(Operation *op, const char *prop) {
  const Attr *a = op_get_attr(op, prop, strlen(prop));
  if (!a) return 0;
  if (a->kind == AK_INTEGER) return (uint64_t)attr_int_value(a);
  return 0;
}

bool lx_intrinsic(LxFnState *s, Operation *op) {
  LxModule *m = s->m;
  const IntrinsicInfo *info = find(op->name->name);
  if (!info) {
    lx_error(m, op, "LLVM Translation failed for operation: %s", op->name->name->str);
    return false;
  }
  const Type *ret = op->num_results ? op->results[0].type : llvm_simple_type(m->ctx, "void");
  unsigned nparams = op->num_operands + (info->imm_prop ? 1 : 0);
  const Type *params[MAX_STACK_VALUES];
  if (nparams > MAX_STACK_VALUES) return false;
  for (unsigned i = 0; i < op->num_operands; i++) params[i] = op->operands[i].value->type;
  if (info->imm_prop) params[op->num_operands] = type_integer(m->ctx, info->imm_width, SIGNLESS);
  const Type *ftype = llvm_func_type(m->ctx, ret, nparams, params, false);
  StrBuf name;
  sb_init(&name, m->alloc);
  sb_puts(&name, "llvm.");
  sb_puts(&name, info->name);
  for (const char *c = info->mangle; *c; c++) {
    sb_putc(&name, '.');
    lx_mangle_type(&name, *c == 'r' ? ret : params[*c - '0']);
  }
  LxFunc *decl = lx_intrinsic_decl(m, name.data, ftype, info->params, info->group);
  sb_free(&name);
  if (!decl) return false;
  LxInst *in = lx_inst(s, op->num_results ? ret : NULL);
  if (!in) return false;
  lx_text(s, in, "call");
  lx_fastmath(s, in, op);
  lx_text(s, in, " ");
  lx_type(s, in, ret);
  lx_text(s, in, " ");
  lx_val(s, in, lc_global(m, NULL, decl->name, decl->len));
  lx_text(s, in, "(");
  for (unsigned i = 0; i < op->num_operands; i++) {
    if (i) lx_text(s, in, ", ");
    lx_tval(s, in, lx_lookup(s, op->operands[i].value));
  }
  if (info->imm_prop) {
    if (op->num_operands) lx_text(s, in, ", ");
    lx_tval(s, in, lc_int(m, params[op->num_operands], imm_value(op, info->imm_prop), 0));
  }
  lx_text(s, in, ")");
  if (op->num_results) lx_map(s, &op->results[0], in->result);
  return true;
}
