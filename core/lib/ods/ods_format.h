/* ods_format.h: the declarative assembly format engine's private header:
 * an op's `assemblyFormat` compiled into a tree of elements (once per
 * context and op), interpreted by ods_format_parse.c and
 * ods_format_print.c. */
#ifndef MLIRC_ODS_FORMAT_H
#define MLIRC_ODS_FORMAT_H

#include "ods.h"

typedef enum FmtKind {
  F_LITERAL,   /* `keyword` or punctuation */
  F_SPACE,     /* `` (text "") or ` ` (text " ") or `\n` */
  F_OPERAND,   /* $x naming an operand group */
  F_RESULT,    /* $x naming a result group (only inside type()) */
  F_ATTR,      /* $x naming an attribute */
  F_REGION,
  F_SUCCESSOR,
  F_OPERANDS,  /* operands */
  F_RESULTS,   /* results (inside type()/functional-type) */
  F_REGIONS,
  F_SUCCESSORS,
  F_ATTR_DICT, /* attr-dict / attr-dict-with-keyword (flag) */
  F_PROP_DICT,
  F_TYPE,      /* type(child) */
  F_QUALIFIED, /* qualified(child) */
  F_FUNCTIONAL_TYPE, /* functional-type(inputs, outputs) */
  F_CUSTOM,    /* custom<Name>(children...) */
  F_REF,       /* ref(child) inside custom */
  F_OPTIONAL,  /* (then : else)? with an anchor */
  F_STRING,    /* "..." (a C++ snippet or string passed to a custom directive) */
  F_OILIST,    /* oilist(clause | clause ...): kids are F_OPTIONAL clauses
                  (then_elems, no anchor), each led by a keyword literal */
} FmtKind;

typedef struct FmtElem FmtElem;
struct FmtElem {
  FmtKind kind;
  const char *text; /* literal spelling, custom name */
  size_t len;
  int index;        /* operand/result/attr/region/successor index */
  bool flag;        /* attr-dict: with keyword */
  bool anchor;      /* carries the `^` of its optional group */
  FmtElem **kids;   /* type/qualified/functional-type/custom/ref args */
  unsigned nkids;
  FmtElem **then_elems, **else_elems; /* optional group */
  unsigned nthen, nelse;
  FmtElem *anchor_elem;
};

typedef struct Format {
  FmtElem **elems;
  unsigned n;
  /* Which groups get their types from a type directive, functional-type or
   * `operands`/`results` in the format (others are inferred). */
  uint64_t operand_types, result_types;
  bool all_operand_types, all_result_types;
} Format;

/* The compiled format of an op (cached in the context); NULL after an
 * error in the format string (reported once). */
MLIR_INTERNAL const Format *ods_format_get(Context *ctx, const OdsOp *o);

/* Operand/result group boundaries of an op: group `i` covers
 * [start, start+count). Uses segment sizes when the op has them. */
MLIR_INTERNAL void ods_operand_group(const Operation *op, const OdsOp *o,
                                     unsigned i, unsigned *start,
                                     unsigned *count);
MLIR_INTERNAL void ods_result_group(const Operation *op, const OdsOp *o,
                                    unsigned i, unsigned *start,
                                    unsigned *count);
/* The default value of an attribute, parsed once per context; NULL if it
 * has none. */
MLIR_INTERNAL const Attr *ods_attr_default(Context *ctx, const OdsAttr *a);

/* The type a TypesMatchWith transformer derives from `t` (ODS_MATCH_*),
 * or NULL when it does not apply or is not translated. */
MLIR_INTERNAL const Type *ods_match_apply(Context *ctx, unsigned kind,
                                          const Type *t);
/* As ods_match_apply, with the match's shape expression (ODS_MATCH_EXPR). */
MLIR_INTERNAL const Type *ods_match_apply_tm(Context *ctx, const OdsTypeMatch *tm,
                                             const Type *t);

/* Transformers yielding a type range (ods_match_is_range): the number of
 * types derived from `t` (-1 when the transformer does not apply to it)
 * and the i-th of them. */
MLIR_INTERNAL bool ods_match_is_range(unsigned kind);
MLIR_INTERNAL int ods_match_range_size(const OdsTypeMatch *tm, const Type *t);
MLIR_INTERNAL const Type *ods_match_range_type(const OdsTypeMatch *tm,
                                               const Type *t, unsigned i);

/* What the parser collected for each operand and result group before
 * types are resolved. */
typedef struct FmtGroup {
  UnresolvedUse *uses;
  unsigned nuses, cap_uses;
  const Type **types;
  unsigned ntypes, cap_types;
  Token start;     /* where the group's operand list began */
  bool have_start;
  bool have_types; /* types were given in the text */
  bool present;    /* optional group: seen */
} FmtGroup;

/* Type inference over an op's value groups (ods_infer.c): groups with
 * `have_types` give their types to the others along the ODS record's
 * relations, then buildable types fill the rest. A value whose type fails
 * its constraint before a relation reads it goes to `type_error` (NULL:
 * inference just fails). */
typedef struct OdsInfer {
  Context *ctx;
  const OdsOp *o;
  FmtGroup *operands; /* o->n_operands; nuses is each group's size */
  FmtGroup *results;  /* o->n_results */
  bool (*type_error)(void *user, const char *name, const OdsConstraint *cons, const Type *t);
  void *user;
} OdsInfer;
MLIR_INTERNAL bool ods_infer_types(const OdsInfer *in);

typedef struct FmtParseState {
  const OdsOp *o;
  FmtGroup *operands; /* o->n_operands */
  FmtGroup *results;  /* o->n_results */
  Region **regions;   /* o->n_regions, filled in order */
  bool have_all_operand_types, have_all_result_types;
  const Type **all_operand_types, **all_result_types;
  unsigned n_all_operand_types, n_all_result_types;
  UnresolvedUse *all_uses; /* `operands` directive */
  unsigned n_all_uses;
  bool used_all_operands;
} FmtParseState;

MLIR_INTERNAL bool fmt_group_add_use(Context *ctx, FmtGroup *g,
                                     const UnresolvedUse *u);
MLIR_INTERNAL bool fmt_group_add_type(Context *ctx, FmtGroup *g,
                                      const Type *t);

/* Custom directives (ods_custom.c), looked up by name. */
typedef struct CustomDirective {
  const char *name;
  /* Parses into the state; `args` are the directive's elements. */
  bool (*parse)(Parser *p, OperationState *st, FmtParseState *ps,
                FmtElem *const *args, unsigned nargs);
  void (*print)(Printer *pr, Operation *op, const OdsOp *o,
                FmtElem *const *args, unsigned nargs);
} CustomDirective;

/* Directives written with their dialect (irdl.c, async.c). */
#define IRDL_DIRECTIVE(name)                                                           \
  MLIR_INTERNAL bool name##_parse(Parser *p, OperationState *st, FmtParseState *ps, \
                                  FmtElem *const *args, unsigned nargs);            \
  MLIR_INTERNAL void name##_print(Printer *pr, Operation *op, const OdsOp *o,       \
                                  FmtElem *const *args, unsigned nargs);
IRDL_DIRECTIVE(irdl_single_block_region)
IRDL_DIRECTIVE(irdl_named_value_list)
IRDL_DIRECTIVE(irdl_named_value_list_variadicity)
IRDL_DIRECTIVE(irdl_attributes_op)
IRDL_DIRECTIVE(async_await_result_type) /* async.c */
IRDL_DIRECTIVE(llvm_insert_extract_type)  /* llvm_directives.c */
IRDL_DIRECTIVE(llvm_gep_indices)
IRDL_DIRECTIVE(llvm_indirectbr_successors)
IRDL_DIRECTIVE(llvm_switch_cases)
IRDL_DIRECTIVE(llvm_op_bundles)
IRDL_DIRECTIVE(llvm_shuffle_type)
IRDL_DIRECTIVE(llvm_linkage)
#undef IRDL_DIRECTIVE

/* The directive `name` of an op's format: a dialect's own one first (two
 * dialects may give one name different syntax), then the shared ones. */
MLIR_INTERNAL const CustomDirective *ods_custom_directive(const OdsOp *o, const char *name,
                                                          size_t n);

#endif /* MLIRC_ODS_FORMAT_H */
