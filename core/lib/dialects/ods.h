/* ods.h: the tables generated from upstream's ODS records (core/gen/
 * ods_gen.py emits one file per dialect) and the runtime pieces that read
 * them: constraint predicates, enum attributes, the declarative assembly
 * format engine and the ODS verifier. Depends on asm/ and ir/. */
#ifndef MLIRC_ODS_H
#define MLIRC_ODS_H

#include "../asm/asm.h"

/* ---- constraints ---------------------------------------------------------- */

/* A type, attribute or region constraint: upstream's summary (used in
 * diagnostics) and a predicate; pred NULL means the predicate's C++ could
 * not be translated and the constraint accepts everything (counted by the
 * generator's coverage report). */
typedef bool (*OdsPredFn)(const Storage *self);
typedef struct OdsConstraint {
  const char *summary;
  OdsPredFn pred;
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
} OdsEnum;

/* A dialect attribute defined in ODS (only EnumAttr kinds for now):
 * `#dialect.mnemonic<case>`. */
typedef struct OdsAttrDef {
  const char *name;      /* "arith.overflow" */
  const char *cpp_class; /* "IntegerOverflowFlagsAttr", for isa<> checks */
  const OdsEnum *enum_info;
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
  ODS_MATCH_UNKNOWN,      /* transformer not translated */
};

typedef struct OdsTypeMatch {
  const char *lhs, *rhs; /* rhs's type is derived from lhs's */
  uint8_t kind;
  const char *summary;   /* upstream's message fragment */
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
} OdsOp;

typedef struct OdsDialect {
  const char *ns;
  const OdsOp *ops;
  uint16_t n_ops;
  const OdsAttrDef *attr_defs;
  uint16_t n_attr_defs;
  /* generator coverage: constraints whose predicate is not translated */
  uint16_t n_constraints, n_unmapped;
} OdsDialect;

/* ---- runtime ------------------------------------------------------------------ */

/* Helpers the generated predicates call (ods_pred.c). Values are int64_t:
 * integers, booleans, or pointers to uniqued storage. */
typedef int64_t OV;
#define OV_PTR(x) ((const Storage *)(uintptr_t)(x))
#define PTR_OV(p) ((OV)(uintptr_t)(p))

#endif /* MLIRC_ODS_H */
