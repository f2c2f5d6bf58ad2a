/* ods.h: the tables generated from upstream's ODS records (core/gen/
 * ods_gen.py emits one file per dialect) and the runtime pieces that read
 * them: constraint predicates, enum attributes, the declarative assembly
 * format engine and the ODS verifier. Depends on asm/ and ir/. */
#ifndef MLIRC_ODS_H
#define MLIRC_ODS_H

#include "../verify/verify.h"

/* ---- constraints ---------------------------------------------------------- */

/* A type, attribute or region constraint: upstream's summary (used in
 * diagnostics) and a predicate; pred NULL means the predicate's C++ could
 * not be translated and the constraint accepts everything (counted by the
 * generator's coverage report). */
typedef bool (*OdsPredFn)(const Storage *self);
typedef struct OdsConstraint {
  const char *summary;
  OdsPredFn pred;
  /* A type constraint whose C++ class is a dialect type def: op formats
   * print its types without the `!ns.mnemonic` prefix (NULL: in full). */
  const char *strip_class;
  /* A builtin type class (VectorType, TensorType...) the constraint's C++
   * type is: op formats check a parsed `type($x)` against it. */
  const char *type_class;
} OdsConstraint;

/* ---- enums ------------------------------------------------------------------ */

typedef struct OdsEnumCase {
  const char *symbol; /* C++ enumerant, e.g. "slt" */
  const char *str;    /* textual form */
  uint64_t value;
} OdsEnumCase;

typedef struct OdsEnum {
  const char *name; /* ODS record, for diagnostics */
  const OdsEnumCase *cases;
  uint16_t ncases;
  bool is_bit;           /* bit enum: values combine */
  bool primary_groups;   /* bit enum prints multi-bit cases first */
  const char *separator; /* bit enum: between cases, e.g. ", " or "|" */
  unsigned bitwidth;
  const char *cpp_type; /* "::mlir::nvgpu::RcpRoundingMode", for diagnostics */
} OdsEnum;

/* A parameter of a dialect attribute or type def. Each is one storage
 * word: a Type or Attr pointer (0: absent), an Ident* (strings), an integer or
 * enum value, or an i64 dense array attribute (integer and enum lists,
 * 0: empty), a tuple type (type lists) or an array attribute (attribute
 * lists). std::optional scalars store value + 1 (0: absent). */
enum OdsParamKind {
  ODS_PK_TYPE, ODS_PK_ATTR, ODS_PK_INT, ODS_PK_UINT, ODS_PK_BOOL,
  ODS_PK_STRING, ODS_PK_ENUM, ODS_PK_INTS, ODS_PK_TYPES, ODS_PK_ATTRS,
  ODS_PK_ENUMS, ODS_PK_AFFINE_MAP, ODS_PK_FLOAT,
};
enum OdsParamFlags {
  ODS_PF_OPTIONAL = 1u << 0, /* may be absent: printed when != default */
  ODS_PF_STRIPPED = 1u << 1, /* a dialect def class: printed without prefix */
  ODS_PF_STD_OPTIONAL = 1u << 2,
  ODS_PF_UNQUOTED = 1u << 3, /* a string printed as a keyword */
};
typedef struct OdsDefParam {
  const char *name;
  const char *cpp_type; /* for diagnostics */
  uint8_t kind, flags;
  const OdsEnum *enum_info;
  OdsPredFn check;       /* the class a TYPE/ATTR value must have, or NULL */
  const char *cls;       /* its C++ class (stripped def classes) */
  int64_t default_value; /* the word an optional parameter has when absent */
} OdsDefParam;

/* A def's assemblyFormat, flattened: an OPTIONAL element is followed by
 * its `n_then` then-elements and `n_else` else-elements (counted in
 * entries, nested groups included). */
enum OdsDefElemKind {
  ODS_DE_LITERAL, ODS_DE_SPACE, ODS_DE_PARAM, ODS_DE_PARAMS, ODS_DE_STRUCT,
  ODS_DE_OPTIONAL, ODS_DE_CUSTOM,
};
typedef struct OdsDefElem {
  uint8_t kind;
  uint8_t qualified;      /* PARAM */
  uint8_t index;          /* PARAM: parameter index */
  uint8_t n_then, n_else; /* OPTIONAL */
  uint8_t inverted;       /* OPTIONAL: the anchor is in the else group */
  uint32_t mask;          /* PARAMS/STRUCT/CUSTOM: parameters; OPTIONAL: anchor's */
  const char *text;       /* LITERAL/SPACE text, CUSTOM directive name */
} OdsDefElem;

/* A dialect attribute or type defined in ODS: `#ns.mnemonic<...>` /
 * `!ns.mnemonic<...>`. Enum attributes have enum_info; others their
 * parameters and format (n_elems 0 and !custom: the mnemonic alone). */
typedef struct OdsAttrDef {
  const char *name;      /* "arith.overflow" */
  const char *cpp_class; /* "IntegerOverflowFlagsAttr", for isa<> checks */
  const OdsEnum *enum_info;
  const char *record;    /* ODS record, for diagnostics */
  const OdsDefParam *params;
  const OdsDefElem *elems;
  uint8_t n_params, n_elems;
  bool is_type;
  bool vector_element; /* a type implementing VectorElementTypeInterface */
  /* upstream's syntax is C++ (or the format uses what the engine lacks):
   * the dialect's DefHooks give it */
  bool custom;
  /* an enum attribute whose format is `$value` (EnumAttr's default):
   * ` case` after the mnemonic, not `<case>` */
  bool bare_value;
} OdsAttrDef;

/* ---- ops -------------------------------------------------------------------- */

enum OdsArity { ODS_SINGLE, ODS_OPTIONAL, ODS_VARIADIC, ODS_VARIADIC_OF_VARIADIC };

typedef struct OdsValue {
  const char *name;
  uint8_t arity;
  const OdsConstraint *cons;
  const char *segments;   /* variadic-of-variadic: its segment attribute */
  const char *build_type; /* a buildable constraint's type ("i1"), or NULL */
} OdsValue;

/* How an attribute variable appears in a custom assembly format. */
enum OdsAttrForm {
  ODS_FORM_ANY,          /* a full attribute */
  ODS_FORM_TYPED,        /* a literal of `value_type` (printed without type) */
  ODS_FORM_ENUM_KEYWORD, /* an integer enum printed as its case keyword */
  ODS_FORM_ENUM_ATTR,    /* a dialect enum attribute printed as `<case>` */
  ODS_FORM_STRING,
  ODS_FORM_SYMBOL,       /* @name, stored as a string attribute */
  ODS_FORM_FLAT_SYMBOL,  /* @name, stored as a symbol reference */
  ODS_FORM_TYPE,         /* a type, stored as a type attribute */
  ODS_FORM_UNIT,
  ODS_FORM_DENSE_ARRAY,  /* `[1, 2]`, element type `value_type` */
  ODS_FORM_UNIT_PROP,    /* UnitProp: a keyword when set, a BoolAttr inherent */
  ODS_FORM_DEF_ATTR,     /* a dialect attribute def printed without prefix */
  ODS_FORM_SYMBOL_REF,   /* a full attribute that is present when `@` comes */
  ODS_FORM_ENUM_PROP,    /* EnumProp: an i32 IntegerAttr inherent, written as
                            its cases (after `value_type<`, its mnemonic, if any) */
};

enum OdsAttrFlags {
  ODS_ATTR_OPTIONAL = 1u << 0,
  ODS_ATTR_DEFAULT = 1u << 1, /* default_text is the default value */
  ODS_ATTR_PROPERTY = 1u << 2,/* a non-attribute property (unsupported) */
};

typedef struct OdsAttr {
  const char *name;
  const OdsConstraint *cons;
  uint8_t flags;
  uint8_t form;
  const char *value_type;  /* textual type for TYPED / DENSE_ARRAY forms */
  const char *default_text;/* textual attribute, parsed on first use */
  const OdsEnum *enum_info;
  const OdsAttrDef *attr_def; /* ENUM_ATTR form */
} OdsAttr;

typedef struct OdsRegion {
  const char *name;
  bool variadic;
  const OdsConstraint *cons; /* NULL: any region */
  int32_t max_blocks;        /* -1: unbounded (SizedRegion<N>: N) */
} OdsRegion;

typedef struct OdsSuccessor {
  const char *name;
  bool variadic;
} OdsSuccessor;

/* Type relations the verifier and the format engine use for inference.
 * Values are named by operand/result names. */
enum OdsMatchKind {
  ODS_MATCH_SAME,         /* AllTypesMatch / TypesMatchWith($_self) */
  ODS_MATCH_I1_SAME_SHAPE,/* getI1SameShape */
  ODS_MATCH_ELEMENT,      /* rhs is the element type of lhs */
  ODS_MATCH_ELEMENT_OR_SELF, /* getElementTypeOrSelf */
  ODS_MATCH_ELEMENTS,     /* rhs: one value of lhs's element type per element */
  ODS_MATCH_UNKNOWN,      /* transformer not translated */
  ODS_MATCH_EXPR,         /* a vector shape computation, see `expr` */
  /* Transformers yielding a type range, matched against a whole
   * (variadic) group: a FunctionType's getInputs() / getResults(). */
  ODS_MATCH_FN_INPUTS,
  ODS_MATCH_FN_RESULTS,
  /* A type parameter of a dialect type (`cast<C>($_self).getX()`), expr
   * "C:i" (parameter i of the TypeDef of C++ class C); _RANGE: an
   * ArrayRef<Type> parameter, matched against a whole group. */
  ODS_MATCH_PARAM,
  ODS_MATCH_PARAM_RANGE,
  /* arith's SameInputOutputTensorDims: tensors (only) with equal shapes */
  ODS_MATCH_TENSOR_DIMS,
  /* BooleanConditionOrMatchingShape: lhs is i1 or shaped as rhs */
  ODS_MATCH_COND_SHAPE,
};

typedef struct OdsTypeMatch {
  const char *lhs, *rhs; /* rhs's type is derived from lhs's */
  uint8_t kind;
  const char *summary;   /* upstream's message fragment */
  /* ODS_MATCH_EXPR: "vec:<dim>:<elem>" (a 1-D vector of `dim` = d0, d0*K or
   * d0/K elements of type `elem`), "int:d0" (an integer as wide as d0),
   * "scale:K" (element bitwidth times K), "setlast:K" (last dim = K),
   * "tmpl:<type text with %T>" (the type written around lhs's);
   * ODS_MATCH_PARAM(_RANGE): "C:i" */
  const char *expr;
} OdsTypeMatch;

/* ODS trait bits beyond the structural OpTrait bits of ir.h. */
enum OdsTraitBits {
  ODS_SAME_OPERANDS_AND_RESULT_TYPE = 1u << 0,
  ODS_SAME_TYPE_OPERANDS = 1u << 1,
  ODS_SAME_OPERANDS_SHAPE = 1u << 2,
  ODS_SAME_OPERANDS_AND_RESULT_SHAPE = 1u << 3,
  ODS_SAME_OPERANDS_ELEMENT_TYPE = 1u << 4,
  ODS_SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE = 1u << 5,
  ODS_ATTR_SIZED_OPERANDS = 1u << 6,
  ODS_ATTR_SIZED_RESULTS = 1u << 7,
  ODS_ELEMENTWISE = 1u << 8,
  ODS_COMMUTATIVE = 1u << 9,
  ODS_CONSTANT_LIKE = 1u << 10,
  ODS_NO_MEMORY_EFFECT = 1u << 11,
  ODS_RECURSIVE_MEMORY_EFFECTS = 1u << 12,
  ODS_RETURN_LIKE = 1u << 13,
  ODS_IDEMPOTENT = 1u << 14,
  ODS_INVOLUTION = 1u << 15,
  ODS_ALWAYS_SPECULATABLE = 1u << 16,
  ODS_SAME_OPERANDS_AND_RESULT_RANK = 1u << 17,
  ODS_RESULTS_ARE_FLOAT_LIKE = 1u << 18,
  ODS_SAME_VARIADIC_OPERAND_SIZE = 1u << 19,
  ODS_SAME_VARIADIC_RESULT_SIZE = 1u << 20,
  ODS_AUTOMATIC_ALLOCATION_SCOPE = 1u << 21,
};

/* Interfaces an op declares (bits), for passes and the printer. */
enum OdsInterfaceBits {
  ODS_IF_INFER_TYPE = 1u << 0,
  ODS_IF_MEMORY_EFFECTS = 1u << 1,
  ODS_IF_REGION_BRANCH = 1u << 2,
  ODS_IF_REGION_BRANCH_TERMINATOR = 1u << 3,
  ODS_IF_BRANCH = 1u << 4,
  ODS_IF_OP_ASM = 1u << 5,
  ODS_IF_SYMBOL = 1u << 6,
  ODS_IF_CALL = 1u << 7,
  ODS_IF_CALLABLE = 1u << 8,
  ODS_IF_LOOP_LIKE = 1u << 9,
  ODS_IF_CAST = 1u << 10,
  ODS_IF_SYMBOL_USER = 1u << 11,
  ODS_IF_FUNCTION = 1u << 12,
  ODS_IF_SELECT_LIKE = 1u << 13,
  ODS_IF_VIEW_LIKE = 1u << 14,
  ODS_IF_CONDITIONALLY_SPECULATABLE = 1u << 15,
  ODS_IF_INFER_SHAPED_TYPE = 1u << 16,
};

/* Memory effects ODS states (MemoryEffects traits, Arg/Res decorators). */
enum OdsEffects {
  ME_KNOWN = 1u << 0, /* the effects below are all of them */
  ME_READ = 1u << 1,
  ME_WRITE = 1u << 2,
  ME_ALLOC = 1u << 3,
  ME_FREE = 1u << 4,
  ME_OTHER = 1u << 5,
};

typedef struct OdsOp {
  const char *name;    /* full name */
  const char *summary;
  uint32_t traits;     /* OpTrait bits (ir.h) */
  uint32_t ods_traits; /* OdsTraitBits */
  uint32_t interfaces; /* OdsInterfaceBits */
  const OdsValue *operands;
  const OdsValue *results;
  const OdsAttr *attrs;
  const OdsRegion *regions;
  const OdsSuccessor *successors;
  const OdsTypeMatch *matches;
  uint8_t n_operands, n_results, n_attrs, n_regions, n_successors, n_matches;
  const char *format;           /* assemblyFormat, or NULL */
  bool custom_format;           /* hasCustomAssemblyFormat */
  bool has_verifier;            /* upstream has a hand-written verifier */
  bool has_folder, has_canonicalizer;
  const char *const *parents;   /* HasParent / ParentOneOf op names */
  const char *implicit_terminator; /* SingleBlockImplicitTerminator */
  uint8_t effects;                 /* OdsEffects */
  /* Result names ODS gives an op with several results and no
   * OpAsmOpInterface of its own ("dest,accumulated_value"), or NULL. */
  const char *result_names;
} OdsOp;

typedef struct OdsDialect {
  const char *ns;
  const OdsOp *ops;
  uint16_t n_ops;
  const OdsAttrDef *attr_defs;
  uint16_t n_attr_defs;
  /* generator coverage: constraints whose predicate is not translated */
  uint16_t n_constraints, n_unmapped;
  /* every enum the tables use, for hand-written syntax (by record name) */
  const OdsEnum *const *enums;
  uint16_t n_enums;
} OdsDialect;

/* A `custom<Name>(...)` directive of a def's assemblyFormat, written in C
 * with its dialect: it parses into (and prints from) the parameter words
 * of `mask`, in parameter order. */
typedef struct DefDirective {
  const char *name;
  bool (*parse)(Parser *p, const OdsAttrDef *def, uint32_t mask, uint64_t *words);
  void (*print)(const AttrPrinter *ap, const OdsAttrDef *def, uint32_t mask, const Storage *s);
} DefDirective;

/* Hand-written pieces of an attribute or type def, matched by name
 * ("ns.mnemonic") and kind: the whole syntax of a def whose upstream syntax
 * is C++ (parse and print) or the custom directives of its format (then the
 * format engine runs), a typed attribute's type, the verifier of parsed
 * parameters. */
typedef struct DefHooks {
  const char *name;
  bool is_type;
  /* Parses what follows the mnemonic; returns the attribute or type. */
  const Storage *(*parse)(Parser *p, const AttrClass *cls);
  void (*print)(const Storage *s, const AttrPrinter *ap);
  /* The type of a typed attribute (TypedAttr); NULL: untyped. */
  const Type *(*attr_type)(const Attr *a);
  const DefDirective *directives; /* terminated by a NULL name, or NULL */
  /* Upstream's verify of the parameters (genVerifyDecl) after the format
   * engine parsed them: reports at `at` (where the body began) and
   * returns false on invalid ones; NULL: none. */
  bool (*verify)(Parser *p, const Token *at, const uint64_t *words);
  /* With parse and print: the words of its storage the alias pass visits
   * (bit i: p[1 + i]), as AttrClass.storage_params. */
  uint32_t storage_params;
} DefHooks;

/* ---- the engine ---------------------------------------------------------------- */

/* The ODS invariants of an op (ods_verify.c). */
MLIR_INTERNAL bool ods_verify_invariants(Operation *op);
/* The shape and element-type traits and Elementwise (ods_shape_traits.c). */
MLIR_INTERNAL bool ods_verify_shape_traits(Operation *op, const OdsOp *o);
/* verifyCompatibleShapes: all or none shaped, all or none scalable vectors,
 * ranked ones of one rank with agreeing static dims. */
MLIR_INTERNAL bool ods_compatible_shapes(const Type *const *ts, size_t n);

/* Declarative assembly format engine (ods_format*.c). */
MLIR_INTERNAL bool ods_format_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void ods_format_print(Printer *pr, Operation *op);

/* Enum attributes (ods_attr.c): `#ns.mnemonic<cases>`. */
MLIR_INTERNAL void ods_enum_attr_print(const Attr *a, StrBuf *out);
MLIR_INTERNAL const Attr *ods_enum_attr_parse(Parser *p, const AttrClass *cls);
MLIR_INTERNAL void ods_enum_print_value(const OdsEnum *e, uint64_t v, StrBuf *out);
/* Parses the case list of an enum (`a`, or `a, b` for bit enums). */
MLIR_INTERNAL bool ods_enum_parse_value(Parser *p, const OdsEnum *e, uint64_t *out);
MLIR_INTERNAL const Attr *ods_enum_attr_get(Context *ctx, const AttrClass *cls,
                                            uint64_t value);
/* An enum of a dialect's tables by its ODS record name, or NULL. */
MLIR_INTERNAL const OdsEnum *ods_dialect_enum(const OdsDialect *d, const char *record);
/* The value of an enum case by its textual form; false when none. */
MLIR_INTERNAL bool ods_enum_case_value(const OdsEnum *e, const char *str, size_t n, uint64_t *out);
/* An enum attribute `#ns.name<value>` of a dialect loaded in ctx. */
MLIR_INTERNAL const Attr *enum_attr(Context *ctx, const char *cls, uint64_t value);
/* The value of an enum attribute (0 when absent). */
MLIR_INTERNAL uint64_t enum_value(const Attr *a);
/* The class of a dialect attribute def in a context (for building). */
MLIR_INTERNAL const AttrClass *ods_attr_class(Context *ctx, const OdsAttrDef *def);

/* Attribute and type defs (ods_defs.c). */
MLIR_INTERNAL void ods_def_print(const Storage *s, const AttrPrinter *ap);
MLIR_INTERNAL const Attr *ods_def_parse(Parser *p, const AttrClass *cls);
/* The uniqued attribute or type of a def class from its parameter words. */
MLIR_INTERNAL const Storage *ods_def_get(Context *ctx, const AttrClass *cls, const uint64_t *params);
MLIR_INTERNAL uint64_t ods_def_param(const Storage *s, unsigned i);
MLIR_INTERNAL uint32_t ods_def_storage_params(const OdsAttrDef *def);
MLIR_INTERNAL const AttrClass *ods_def_class_by_cpp(Context *ctx, const char *cpp, bool is_type);

/* ---- runtime ------------------------------------------------------------------ */

/* Helpers the generated predicates call (ods_pred.c). Values are int64_t:
 * integers, booleans, or pointers to uniqued storage. */
typedef int64_t OV;
#define OV_PTR(x) ((const Storage *)(uintptr_t)(x))
#define PTR_OV(p) ((OV)(uintptr_t)(p))

/* The ODS op record behind an operation, or NULL. */
static inline const OdsOp *op_ods(const Operation *op) {
  return op->name->def ? (const OdsOp *)op->name->def->ods : NULL;
}

#endif /* MLIRC_ODS_H */
