/* ir.h: the IR subsystem's private header and the architecture map of the
 * core. The context owns uniqued storage (types, attributes, locations,
 * identifiers) in an arena; operations form an ownership tree
 * (operation -> regions -> blocks -> operations); operands are intrusive nodes
 * in their value's use list. Depends on support/ only. */
#ifndef MLIRC_IR_H
#define MLIRC_IR_H

#include "../support/support.h"
#include "../support/threads.h"

#include <stdatomic.h>

typedef struct Context Context;
typedef struct Storage Storage;
typedef struct Storage Type;
typedef struct Storage Attr;
typedef struct Storage Loc;
typedef struct Ident Ident;
typedef struct Dialect Dialect;
typedef struct OpDef OpDef;
typedef struct OpName OpName;
typedef struct Operation Operation;
typedef struct Block Block;
typedef struct Region Region;
typedef struct Value Value;
typedef struct OpOperand OpOperand;
typedef struct BlockOperand BlockOperand;
typedef struct Diag Diag;
typedef struct OperationState OperationState;
typedef struct SymbolTable SymbolTable;

/* ------------------------------------------------------------------------ */
/* Identifiers: interned byte strings (may contain NUL); equal strings are the
 * same pointer within a context. */

struct Ident {
  Context *ctx;
  Ident *chain; /* uniquer bucket chain */
  uint32_t hash;
  uint32_t len;
  char str[]; /* len bytes, then a NUL */
};

MLIR_INTERNAL const Ident *ident_get(Context *ctx, const char *s, size_t n);
static inline const Ident *ident_cstr(Context *ctx, const char *s) {
  return ident_get(ctx, s, strlen(s));
}
MLIR_INTERNAL int ident_cmp(const Ident *a, const Ident *b);

/* ------------------------------------------------------------------------ */
/* Uniqued storage. Types, attributes and locations share one representation:
 * a kind and a vector of 64-bit parameter words (integers, or pointers to
 * other uniqued objects and identifiers). The uniquing key is (kind, aux,
 * words), so equal objects are the same pointer. */

enum StorageKind {
  /* types */
  TK_FIRST,
  TK_INTEGER = TK_FIRST, /* aux: signedness; p: width */
  TK_INDEX,
  TK_NONE,
  /* float types, in the order of FLOAT_SEMANTICS below */
  TK_F4E2M1FN, TK_F6E2M3FN, TK_F6E3M2FN, TK_F8E5M2, TK_F8E4M3, TK_F8E4M3FN,
  TK_F8E5M2FNUZ, TK_F8E4M3FNUZ, TK_F8E4M3B11FNUZ, TK_F8E3M4, TK_F8E8M0FNU,
  TK_BF16, TK_F16, TK_TF32, TK_F32, TK_F64, TK_F80, TK_F128,
  TK_COMPLEX,          /* p: elem */
  TK_TUPLE,            /* p: types... */
  TK_FUNCTION,         /* aux: #inputs; p: inputs..., results... */
  TK_VECTOR,           /* aux: rank; p: dims[rank], scalable[rank], elem */
  TK_RANKED_TENSOR,    /* aux: rank; p: dims[rank], elem, encoding|0 */
  TK_UNRANKED_TENSOR,  /* p: elem */
  TK_MEMREF,           /* aux: rank; p: dims[rank], elem, layout|0, space|0 */
  TK_UNRANKED_MEMREF,  /* p: elem, space|0 */
  TK_OPAQUE,           /* p: dialect ident, data ident */
  TK_DIALECT,          /* p: AttrClass* (a type class), parameter words... */
  TK_LAST = TK_DIALECT,

  /* attributes */
  AK_FIRST,
  AK_INTEGER = AK_FIRST, /* p: type, value limbs (little endian) */
  AK_FLOAT,              /* p: type, bits lo, bits hi */
  AK_STRING,             /* p: ident, type */
  AK_UNIT,
  AK_ARRAY,              /* p: attrs... */
  AK_DICTIONARY,         /* p: (name ident, attr) pairs sorted by name */
  AK_TYPE,               /* p: type */
  AK_SYMBOL_REF,         /* p: root ident, nested idents... */
  AK_DENSE_ARRAY,        /* aux: count; p: elem type, blob ident */
  AK_DENSE_ELEMENTS,     /* aux: splat; p: shaped type, blob ident */
  AK_DENSE_STRING,       /* aux: splat; p: shaped type, idents... */
  AK_OPAQUE,             /* p: dialect ident, data ident, type */
  AK_STRIDED_LAYOUT,     /* p: offset, strides... */
  AK_DIALECT,            /* p: AttrClass*, parameter words... */
  AK_AFFINE_MAP,         /* p: map */
  AK_INTEGER_SET,        /* p: set */
  AK_DENSE_RESOURCE,     /* p: shaped type, ResourceBlob* (the handle) */
  AK_SPARSE_ELEMENTS,    /* p: shaped type, indices (dense i64), values */
  AK_DISTINCT,           /* p: referenced attr, unique arena address: each
                            creation is a new attribute */
  AK_LAST = AK_DISTINCT,

  /* locations (also attributes) */
  LK_FIRST,
  LK_UNKNOWN = LK_FIRST,
  LK_FILE_LINE_COL, /* p: file ident, line, col, end line, end col */
  LK_NAME,          /* p: name ident, child loc */
  LK_CALLSITE,      /* p: callee, caller */
  LK_FUSED,         /* p: metadata attr|0, locs... */
  LK_DEFERRED,      /* p: index; a parser placeholder for `loc(#alias)`
                       used before its definition, never left in IR */
  LK_LAST = LK_DEFERRED,

  /* affine expressions, maps and integer sets (not attributes) */
  AE_DIM,      /* p: position */
  AE_SYMBOL,   /* p: position */
  AE_CONSTANT, /* p: value */
  AE_ADD, AE_MUL, AE_MOD, AE_FLOORDIV, AE_CEILDIV, /* p: lhs, rhs */
  AM_MAP,      /* aux: #dims; p: #symbols, results... */
  IS_SET,      /* aux: #dims; p: #symbols, #constraints, exprs..., eq flags... */
  STORAGE_KIND_COUNT
};

enum Signedness { SIGNLESS = 0, SIGNED = 1, UNSIGNED = 2 };

struct Storage {
  uint16_t kind;
  uint16_t pad;
  uint32_t hash;
  Context *ctx;
  Storage *chain; /* uniquer bucket chain */
  uint32_t aux;
  uint32_t n; /* number of words in p */
  uint64_t p[];
};

#define PTR_WORD(x) ((uint64_t)(uintptr_t)(x))
#define WORD_PTR(T, w) ((T *)(uintptr_t)(w))

/* Returns the uniqued storage for the key, creating it on first use; NULL
 * only when out of memory. */
MLIR_INTERNAL const Storage *storage_get(Context *ctx, unsigned kind,
                                         uint32_t aux, const uint64_t *p,
                                         uint32_t n);

static inline bool is_type(const Storage *s) { return s && s->kind <= TK_LAST; }
static inline bool is_attr(const Storage *s) {
  return s && s->kind >= AK_FIRST && s->kind <= LK_LAST;
}
static inline bool is_loc(const Storage *s) {
  return s && s->kind >= LK_FIRST && s->kind <= LK_LAST;
}

/* ---- types ------------------------------------------------------------- */

/* Float semantics, indexed by kind - TK_F4E2M1FN. */
typedef struct FloatSemantics {
  const char *name;    /* keyword in the textual form */
  unsigned width;      /* storage bits */
  unsigned precision;  /* significand bits including the implicit one */
  int max_exp, min_exp;
  bool has_inf, has_nan, has_neg_zero;
  bool nan_all_ones;   /* NaN is only the all-ones pattern (E4M3FN style) */
  bool nan_is_neg_zero;/* FNUZ: the negative-zero pattern is the NaN */
  bool explicit_int;   /* f80: explicit integer bit */
  bool unsigned_only;  /* E8M0FNU */
} FloatSemantics;

MLIR_INTERNAL const FloatSemantics *float_semantics(const Type *t);
static inline bool type_is_float(const Type *t) {
  return t && t->kind >= TK_F4E2M1FN && t->kind <= TK_F128;
}
static inline bool type_is_integer(const Type *t) {
  return t && t->kind == TK_INTEGER;
}
static inline bool type_is_int_or_index(const Type *t) {
  return t && (t->kind == TK_INTEGER || t->kind == TK_INDEX);
}
static inline unsigned type_int_width(const Type *t) { return (unsigned)t->p[0]; }
static inline unsigned type_int_signedness(const Type *t) { return t->aux; }
static inline bool type_is_shaped(const Type *t) {
  return t && (t->kind == TK_VECTOR || t->kind == TK_RANKED_TENSOR ||
               t->kind == TK_UNRANKED_TENSOR || t->kind == TK_MEMREF ||
               t->kind == TK_UNRANKED_MEMREF);
}
static inline bool shaped_has_rank(const Type *t) {
  return t->kind == TK_VECTOR || t->kind == TK_RANKED_TENSOR ||
         t->kind == TK_MEMREF;
}
static inline unsigned shaped_rank(const Type *t) {
  return shaped_has_rank(t) ? t->aux : 0;
}
static inline int64_t shaped_dim(const Type *t, unsigned i) {
  return (int64_t)t->p[i];
}
MLIR_INTERNAL const Type *shaped_elem(const Type *t);
/* ShapedType::cloneWith(elem) of a vector or tensor (keeping scalability
 * and encoding), or `elem` itself for any other type (getI1SameShape with
 * i1). NULL only when out of memory. */
MLIR_INTERNAL const Type *type_with_elem(Context *ctx, const Type *t, const Type *elem);
MLIR_INTERNAL int64_t shaped_num_elements(const Type *t); /* -1 if dynamic */
/* Upstream's marker for a dynamic dimension, stride or offset. */
#define DYNAMIC_SIZE INT64_MIN
/* Folders, patterns and verifiers keep per-dimension (or per-result)
 * scratch arrays on the stack for up to this many entries and leave larger
 * ops alone; upstream has no such bound, but no IR that meets these
 * rewrites comes near it. */
enum { MAX_STACK_RANK = 64, MAX_STACK_VALUES = 64 };

MLIR_INTERNAL const Type *type_integer(Context *ctx, unsigned width,
                                       unsigned signedness);
MLIR_INTERNAL const Type *type_simple(Context *ctx, unsigned kind);
/* The float type spelled `s` (f32, bf16, f8E4M3FN, ...), or NULL. */
MLIR_INTERNAL const Type *type_float_by_name(Context *ctx, const char *s, size_t n);
MLIR_INTERNAL const Type *type_function(Context *ctx, size_t nin,
                                        const Type *const *in, size_t nres,
                                        const Type *const *res);
MLIR_INTERNAL const Type *type_complex(Context *ctx, const Type *elem);
MLIR_INTERNAL const Type *type_tuple(Context *ctx, size_t n,
                                     const Type *const *types);
MLIR_INTERNAL const Type *type_vector(Context *ctx, unsigned rank,
                                      const int64_t *dims,
                                      const bool *scalable, const Type *elem);
MLIR_INTERNAL const Type *type_ranked_tensor(Context *ctx, unsigned rank,
                                             const int64_t *dims,
                                             const Type *elem,
                                             const Attr *encoding);
MLIR_INTERNAL const Type *type_unranked_tensor(Context *ctx, const Type *elem);
MLIR_INTERNAL const Type *type_memref(Context *ctx, unsigned rank,
                                      const int64_t *dims, const Type *elem,
                                      const Attr *layout, const Attr *space);
MLIR_INTERNAL const Type *type_unranked_memref(Context *ctx, const Type *elem,
                                               const Attr *space);
/* MemRefType::getStridesAndOffset (strided_layout.c): the strides (one per
 * dim) and offset of a memref type's layout, DYNAMIC_SIZE where not
 * constant; false for layouts that are not strided (affine maps that are
 * not a sum of products of dims). */
MLIR_INTERNAL bool memref_strides_and_offset(const Type *t, int64_t *strides, int64_t *offset);
/* The memory space of a ranked or unranked memref type (NULL: default). */
static inline const Attr *memref_memory_space(const Type *t) {
  return WORD_PTR(const Attr, t->p[t->kind == TK_MEMREF ? t->aux + 2 : 1]);
}
MLIR_INTERNAL const Type *type_opaque(Context *ctx, const Ident *dialect,
                                      const Ident *data);
static inline unsigned fn_num_inputs(const Type *t) { return t->aux; }
static inline unsigned fn_num_results(const Type *t) { return t->n - t->aux; }
static inline const Type *fn_input(const Type *t, unsigned i) {
  return WORD_PTR(const Type, t->p[i]);
}
static inline const Type *fn_result(const Type *t, unsigned i) {
  return WORD_PTR(const Type, t->p[t->aux + i]);
}

/* ---- attributes -------------------------------------------------------- */

typedef struct NamedAttr {
  const Ident *name;
  const Attr *value;
} NamedAttr;

MLIR_INTERNAL const Attr *attr_unit(Context *ctx);
MLIR_INTERNAL const Attr *attr_integer(Context *ctx, const Type *type,
                                       int64_t v);
/* `limbs` holds ceil(width/64) words; bits above the width must be zero. */
MLIR_INTERNAL const Attr *attr_integer_limbs(Context *ctx, const Type *type,
                                             const uint64_t *limbs,
                                             unsigned nlimbs);
MLIR_INTERNAL const Attr *attr_bool(Context *ctx, bool v);
MLIR_INTERNAL const Attr *attr_float_bits(Context *ctx, const Type *type,
                                          uint64_t lo, uint64_t hi);
MLIR_INTERNAL const Attr *attr_float_double(Context *ctx, const Type *type,
                                            double v);
MLIR_INTERNAL const Attr *attr_string(Context *ctx, const char *s, size_t n,
                                      const Type *type /* NULL: none */);
MLIR_INTERNAL const Attr *attr_array(Context *ctx, size_t n,
                                     const Attr *const *elems);
/* Sorts a copy of the entries by name; fails (NULL, *dup set) on a repeated
 * name. */
MLIR_INTERNAL const Attr *attr_dictionary(Context *ctx, size_t n,
                                          const NamedAttr *entries,
                                          const Ident **dup);
MLIR_INTERNAL const Attr *attr_type(Context *ctx, const Type *t);
MLIR_INTERNAL const Attr *attr_symbol_ref(Context *ctx, const Ident *root,
                                          size_t nnested,
                                          const Ident *const *nested);
MLIR_INTERNAL const Attr *attr_opaque(Context *ctx, const Ident *dialect,
                                      const Ident *data, const Type *type);
MLIR_INTERNAL const Attr *attr_dense_array(Context *ctx, const Type *elem,
                                           size_t count, const void *data,
                                           size_t nbytes);
MLIR_INTERNAL const Attr *attr_dense_elements(Context *ctx, const Type *type,
                                              bool splat, const void *data,
                                              size_t nbytes);
/* Dense elements from `n` stored elements (1 for a splat, or the type's
 * static count) in upstream's canonical form (dense.c); NULL when `n` does
 * not fit the type. */
MLIR_INTERNAL const Attr *attr_dense_elements_get(Context *ctx, const Type *type,
                                                  size_t n, const void *data);
MLIR_INTERNAL bool dense_elem_is_packed_bit(const Type *elem);
MLIR_INTERNAL size_t dense_elem_bytes(const Type *elem);
MLIR_INTERNAL const Attr *attr_strided_layout(Context *ctx, int64_t offset,
                                              size_t n, const int64_t *strides);
/* The type an attribute carries (integer/float/string/elements), or NULL. */
MLIR_INTERNAL const Type *attr_get_type(const Attr *a);
static inline size_t dict_size(const Attr *d) { return d ? d->n / 2 : 0; }
static inline const Ident *dict_name(const Attr *d, size_t i) {
  return WORD_PTR(const Ident, d->p[2 * i]);
}
static inline const Attr *dict_value(const Attr *d, size_t i) {
  return WORD_PTR(const Attr, d->p[2 * i + 1]);
}
MLIR_INTERNAL const Attr *dict_lookup(const Attr *d, const char *name,
                                      size_t n);
/* Returns a dictionary with `name` set to `value` (or removed when value is
 * NULL). */
MLIR_INTERNAL const Attr *dict_set(Context *ctx, const Attr *d,
                                   const Ident *name, const Attr *value);
static inline const Ident *attr_string_ident(const Attr *a) {
  return WORD_PTR(const Ident, a->p[0]);
}
MLIR_INTERNAL int64_t attr_int_value(const Attr *a); /* sign-extended */
MLIR_INTERNAL double attr_float_value(const Attr *a);

/* ---- dense resources, sparse and distinct attributes (resources.c) ----- */

/* A blob in the context's builtin resource table, shared by every
 * dense_resource attribute naming its key. Declared before its data is
 * known (the text's resource section follows the IR), so the data may be
 * set later; the record lives as long as the context. */
typedef struct ResourceBlob {
  const Ident *key;
  const uint8_t *data; /* NULL with size 0 when no data was given */
  size_t size;
  uint32_t align;
  bool has_data;
  /* borrowed data's release hook (C API), called when the context dies */
  void (*deleter)(void *user, const void *data, size_t size, size_t align);
  void *deleter_user;
} ResourceBlob;

/* Declares a new blob named `key`, or `key_N` when that name is taken
 * (upstream's blob manager renaming); NULL when out of memory. */
MLIR_INTERNAL ResourceBlob *resource_declare(Context *ctx, const char *key, size_t n);
/* The blob named exactly `key`, or NULL. */
MLIR_INTERNAL ResourceBlob *resource_lookup(Context *ctx, const char *key, size_t n);
/* Sets the blob's data: copied into the context unless `borrow` (then the
 * caller keeps it alive, as upstream's unmanaged blobs). */
MLIR_INTERNAL bool resource_set_data(Context *ctx, ResourceBlob *b, const void *data,
                                     size_t size, uint32_t align, bool borrow);
MLIR_INTERNAL const Attr *attr_dense_resource(Context *ctx, const Type *type,
                                              ResourceBlob *blob);
static inline ResourceBlob *attr_resource_blob(const Attr *a) {
  return WORD_PTR(ResourceBlob, a->p[1]);
}
/* Sparse elements: `indices` a dense i64 [N x rank] tensor, `values` dense
 * elements of N (or a splat); checked by the caller (sparse_verify). */
MLIR_INTERNAL const Attr *attr_sparse_elements(Context *ctx, const Type *type,
                                               const Attr *indices,
                                               const Attr *values);
/* Entries of the `external_resources` section, which no dialect owns:
 * kept as written and printed back (mlir-opt's fallback resource map). */
enum { EXT_RESOURCE_BOOL, EXT_RESOURCE_STRING };
typedef struct ExtResource {
  const Ident *group, *key;
  const Ident *text; /* `true`/`false` or the quoted string as written */
  uint8_t kind;
} ExtResource;
/* Adds or replaces (same group and key) an entry, in first-seen order. */
MLIR_INTERNAL bool ext_resource_add(Context *ctx, const Ident *group, const Ident *key,
                                    uint8_t kind, const Ident *text);
/* Forgets every resource name and external entry, as a fresh context
 * would have none (mlir-opt parses each split chunk in a new context);
 * blobs stay allocated for attributes still naming them. */
MLIR_INTERNAL void resources_forget(Context *ctx);
/* Calls the deleters of borrowed blobs (context destruction). */
MLIR_INTERNAL void resources_release(Context *ctx);
/* A new distinct attribute wrapping `ref` (never equal to another). */
MLIR_INTERNAL const Attr *attr_distinct(Context *ctx, const Attr *ref);

/* ---- locations --------------------------------------------------------- */

MLIR_INTERNAL const Loc *loc_unknown(Context *ctx);
MLIR_INTERNAL const Loc *loc_file(Context *ctx, const Ident *file,
                                  unsigned line, unsigned col);
MLIR_INTERNAL const Loc *loc_file_range(Context *ctx, const Ident *file,
                                        unsigned line, unsigned col,
                                        unsigned eline, unsigned ecol);
MLIR_INTERNAL const Loc *loc_name(Context *ctx, const Ident *name,
                                  const Loc *child);
MLIR_INTERNAL const Loc *loc_callsite(Context *ctx, const Loc *callee,
                                      const Loc *caller);
MLIR_INTERNAL const Loc *loc_fused(Context *ctx, size_t n,
                                   const Loc *const *locs,
                                   const Attr *metadata);

/* ---- affine expressions, maps, integer sets ------------------------------ */

typedef struct Storage AffineExpr;
typedef struct Storage AffineMap;
typedef struct Storage IntegerSet;

/* Constructors apply upstream's simplifications (constant folding,
 * canonical operand order, identities), so equal expressions unique to the
 * same pointer. Binary constructors return NULL on overflow. */
MLIR_INTERNAL const AffineExpr *ae_dim(Context *ctx, unsigned pos);
MLIR_INTERNAL const AffineExpr *ae_symbol(Context *ctx, unsigned pos);
MLIR_INTERNAL const AffineExpr *ae_const(Context *ctx, int64_t v);
MLIR_INTERNAL const AffineExpr *ae_add(const AffineExpr *a, const AffineExpr *b);
MLIR_INTERNAL const AffineExpr *ae_mul(const AffineExpr *a, const AffineExpr *b);
MLIR_INTERNAL const AffineExpr *ae_mod(const AffineExpr *a, const AffineExpr *b);
MLIR_INTERNAL const AffineExpr *ae_floordiv(const AffineExpr *a, const AffineExpr *b);
MLIR_INTERNAL const AffineExpr *ae_ceildiv(const AffineExpr *a, const AffineExpr *b);
MLIR_INTERNAL const AffineExpr *ae_neg(const AffineExpr *a);
static inline bool ae_is_binary(const AffineExpr *e) { return e->kind >= AE_ADD && e->kind <= AE_CEILDIV; }
static inline const AffineExpr *ae_lhs(const AffineExpr *e) { return WORD_PTR(const AffineExpr, e->p[0]); }
static inline const AffineExpr *ae_rhs(const AffineExpr *e) { return WORD_PTR(const AffineExpr, e->p[1]); }
MLIR_INTERNAL bool ae_is_symbolic_or_const(const AffineExpr *e);
MLIR_INTERNAL bool ae_is_pure_affine(const AffineExpr *e);
MLIR_INTERNAL int64_t ae_largest_known_divisor(const AffineExpr *e);

/* Derived expressions (affine_rewrite.c), upstream's AffineExpr methods of
 * the same names; NULL only when out of memory. */
MLIR_INTERNAL const AffineExpr *ae_binary(unsigned kind, const AffineExpr *l,
                                          const AffineExpr *r);
MLIR_INTERNAL const AffineExpr *ae_replace_dims_syms(const AffineExpr *e, size_t ndims,
                                                     const AffineExpr *const *dims,
                                                     size_t nsyms,
                                                     const AffineExpr *const *syms);
MLIR_INTERNAL const AffineExpr *ae_replace(const AffineExpr *e, const AffineExpr *from,
                                           const AffineExpr *to);
MLIR_INTERNAL const AffineExpr *ae_shift_dims(const AffineExpr *e, unsigned ndims,
                                              unsigned shift, unsigned offset);
MLIR_INTERNAL const AffineExpr *ae_shift_symbols(const AffineExpr *e, unsigned nsyms,
                                                 unsigned shift, unsigned offset);
MLIR_INTERNAL bool ae_is_multiple_of(const AffineExpr *e, int64_t factor);
MLIR_INTERNAL bool ae_is_function_of_dim(const AffineExpr *e, unsigned pos);
MLIR_INTERNAL bool ae_is_function_of_symbol(const AffineExpr *e, unsigned pos);
/* simplifyAffineExpr: flattens and rebuilds (semi-affine terms become
 * locals); returns `e` itself when it cannot be flattened. */
MLIR_INTERNAL const AffineExpr *ae_simplify(const AffineExpr *e, unsigned ndims,
                                            unsigned nsyms);

MLIR_INTERNAL const AffineMap *affine_map_get(Context *ctx, unsigned ndims, unsigned nsyms,
                                              size_t nresults, const AffineExpr *const *results);
static inline unsigned affine_map_num_dims(const AffineMap *m) { return m->aux; }
static inline unsigned affine_map_num_symbols(const AffineMap *m) { return (unsigned)m->p[0]; }
static inline unsigned affine_map_num_results(const AffineMap *m) { return m->n - 1; }
static inline const AffineExpr *affine_map_result(const AffineMap *m, unsigned i) {
  return WORD_PTR(const AffineExpr, m->p[1 + i]);
}
MLIR_INTERNAL bool affine_map_is_identity(const AffineMap *m);
MLIR_INTERNAL const IntegerSet *integer_set_get(Context *ctx, unsigned ndims, unsigned nsyms,
                                                size_t n, const AffineExpr *const *exprs,
                                                const bool *eq);
MLIR_INTERNAL const Attr *attr_affine_map(Context *ctx, const AffineMap *m);
MLIR_INTERNAL const Attr *attr_integer_set(Context *ctx, const IntegerSet *s);

/* ------------------------------------------------------------------------ */
/* Dialects and operation definitions. A dialect is data: a table of OpDefs
 * (generated from upstream ODS, or hand-written for the few core ones) plus
 * hooks for what cannot be declarative. */

typedef struct Parser Parser;   /* asm/ */
typedef struct Printer Printer; /* asm/ */

enum OpTrait {
  TRAIT_TERMINATOR = 1u << 0,
  TRAIT_ISOLATED_FROM_ABOVE = 1u << 1,
  TRAIT_NO_TERMINATOR = 1u << 2,
  TRAIT_SYMBOL_TABLE = 1u << 3,
  TRAIT_SINGLE_BLOCK = 1u << 4,
  TRAIT_NO_REGION_ARGUMENTS = 1u << 5,
  TRAIT_AFFINE_SCOPE = 1u << 6,
  TRAIT_GRAPH_REGION = 1u << 7, /* RegionKindInterface: graph */
};

/* Hooks an op may provide; NULL means "not provided". */
typedef bool (*OpParseFn)(Parser *p, OperationState *st);
typedef void (*OpPrintFn)(Printer *pr, Operation *op);
typedef bool (*OpVerifyFn)(Operation *op);
/* Suggests result names (OpAsmOpInterface::getAsmResultNames): calls
 * `set(user, result index, name)` for results it names. */
/* Computes result types from the state's operands and attributes
 * (InferTypeOpInterface), appending them to the state; false after
 * emitting a diagnostic at the state's location. */
typedef bool (*OpInferFn)(OperationState *st);
typedef void (*OpNamesFn)(Operation *op,
                          void (*set)(void *user, unsigned result,
                                      const char *name, size_t n),
                          void *user);
/* Suggests names for the arguments of a region's blocks
 * (OpAsmOpInterface::getAsmBlockArgumentNames). */
typedef void (*OpArgNamesFn)(Operation *op, Region *r,
                             void (*set)(void *user, Value *arg,
                                         const char *name, size_t n),
                             void *user);
/* Folding (ir/rewriter.h): true when the op changed in place or produced
 * `out[0..num_results)`; `consts[i]` is operand i's constant or NULL. */
typedef struct Rewriter Rewriter;
typedef struct Pattern Pattern;
typedef struct FoldResult FoldResult;
typedef bool (*OpFoldFn)(Operation *op, const Attr *const *consts, FoldResult *out);
struct OpInterfaceHooks; /* interfaces/interfaces.h */

struct OpDef {
  const char *name; /* full name, e.g. "builtin.module" */
  uint32_t traits;
  OpParseFn parse;  /* custom syntax parser */
  OpPrintFn print;  /* custom syntax printer */
  OpVerifyFn verify;
  /* Names of inherent attributes, stored as properties and printed as
   * `<{...}>` in the generic form; NULL-terminated, may be NULL. */
  const char *const *inherent_attrs;
  /* Dialect prefix for unqualified op names inside this op's regions
   * (OpAsmOpInterface::getDefaultDialect), or NULL. */
  const char *default_dialect;
  OpNamesFn result_names;
  /* Fixed names of the ODS result groups, comma-separated ("alloc",
   * "base_buffer,offset,sizes,strides"), used when result_names is NULL. */
  const char *static_names;
  OpInferFn infer;
  /* Checks the op's ODS invariants and traits (dialects/ods_verify.c)
   * before `verify`; regions are verified later (verify_regions). */
  OpVerifyFn verify_invariants;
  /* Hand-written ODS PredOpTraits the generator leaves untranslated: run
   * inside verify_invariants, before the native shape traits, as upstream's
   * generated verifier runs them. NULL: none. */
  OpVerifyFn verify_preds;
  OpVerifyFn verify_regions;
  const void *ods; /* the generated OdsOp (dialects/ods.h), or NULL */
  /* Sets the default-valued inherent attributes the op lacks, as
   * upstream's populateDefaultProperties does when any registered op is
   * created; NULL when there are none. */
  void (*populate_defaults)(Operation *op);
  OpArgNamesFn block_arg_names;
  /* SymbolUserOpInterface::verifySymbolUses: run by the nearest enclosing
   * symbol table's verifier, after its whole body is verified. */
  OpVerifyFn verify_symbol_uses;
  /* Filled from the dialect's tables when it loads: the folder, the
   * canonicalization patterns rooted at this op (NULL-terminated, in
   * registration order; NULL: none) and the interface implementations
   * (NULL: none beyond what ODS traits give). */
  OpFoldFn fold;
  const Pattern *const *patterns;
  const struct OpInterfaceHooks *ifaces;
};

/* A dialect attribute class (`#ns.mnemonic<...>`): parameters are the
 * storage words after the class pointer; the class prints and parses the
 * part after the mnemonic. */
struct AttrPrinter;
typedef struct AttrClass {
  const char *name; /* "arith.overflow" */
  void (*print_body)(const Attr *a, StrBuf *out);
  const Attr *(*parse_body)(Parser *p, const struct AttrClass *cls);
  const void *data; /* class-specific description (e.g. an OdsAttrDef) */
  /* Prints the body with nested types and attributes through the printer
   * state (aliases); used instead of print_body when set. */
  void (*print_body_ap)(const Storage *s, const struct AttrPrinter *ap);
  /* Bit i: parameter word p[1 + i] is a Storage* the alias pass visits. */
  uint32_t storage_params;
  bool is_type; /* a type class (TK_DIALECT storage) */
  /* Hand-written syntax of an ODS def whose upstream syntax is C++
   * (ods/ods.h DefHooks), filled when the dialect loads; NULL: none. */
  const struct DefHooks *custom;
  /* The type of a typed dialect attribute (upstream's TypedAttr, printed
   * ` : type` after the body); NULL: untyped (none). */
  const Type *(*attr_type)(const Attr *a);
  /* A type class implementing VectorElementTypeInterface (!llvm.ptr). */
  bool vector_element;
  /* The alias its attributes print under (`#loop_annotation = ...`), as
   * the dialect's OpAsmDialectInterface::getAlias names them; filled when
   * the dialect loads; NULL: none. */
  const char *alias;
} AttrClass;

/* VectorElementTypeInterface: integers, index, floats and the dialect
 * types that implement it. */
static inline bool type_is_vector_element(const Type *t) {
  return type_is_int_or_index(t) || type_is_float(t) ||
         (t && t->kind == TK_DIALECT && WORD_PTR(const AttrClass, t->p[0])->vector_element);
}

typedef struct DialectDef DialectDef;
struct Dialect {
  const Ident *ns;
  const DialectDef *def;
  const AttrClass *const *attr_classes; /* NULL-terminated, may be NULL */
  /* type classes (`!ns.mnemonic<...>`, TK_DIALECT storage), the same shape
   * as attribute classes; NULL-terminated, may be NULL */
  const AttrClass *const *type_classes;
  /* Dialect::materializeConstant: a constant op of `type` holding `attr`
   * at the rewriter's insertion point, or NULL when the dialect has none
   * for it (NULL hook: never). */
  Operation *(*materialize)(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc);
  /* Canonicalization patterns of the dialect that match any op
   * (Dialect::getCanonicalizationPatterns), NULL-terminated; NULL: none. */
  const Pattern *const *patterns;
};

struct OpName {
  const Ident *name;
  const Dialect *dialect; /* NULL when unregistered */
  const OpDef *def;       /* NULL when unregistered */
};

/* Registers a dialect and its ops (OpDefs owned by the caller or the
 * context arena); see dialects/registry.c for loading ODS dialects. */
MLIR_INTERNAL Dialect *ctx_add_dialect(Context *ctx, const char *ns,
                                       const DialectDef *def);
MLIR_INTERNAL bool ctx_add_op(Context *ctx, Dialect *d, const OpDef *op);
/* Appends the namespaces of the context's dialects, sorted, ", "-joined. */
MLIR_INTERNAL void ctx_append_dialect_names(Context *ctx, StrBuf *out);
MLIR_INTERNAL const Dialect *ctx_lookup_dialect(Context *ctx, const char *ns,
                                                size_t n);
/* Returns the interned name record, registered or not. */
MLIR_INTERNAL const OpName *opname_get(Context *ctx, const char *s, size_t n);
static inline bool op_has_trait(const Operation *op, uint32_t t);

/* ------------------------------------------------------------------------ */
/* Values and uses. */

enum ValueKind { VALUE_RESULT, VALUE_BLOCK_ARG, VALUE_PLACEHOLDER };

struct Value {
  const Type *type;
  OpOperand *uses; /* head of the intrusive use list */
  uint32_t kind;
  uint32_t index; /* result number or argument number */
  void *owner;    /* Operation* for results, Block* for arguments */
  const Loc *loc; /* block arguments and placeholders only */
};

struct OpOperand {
  Value *value;
  OpOperand *next;
  OpOperand **prev; /* the pointer that points at this node */
  Operation *owner;
};

struct BlockOperand {
  Block *block;
  BlockOperand *next;
  BlockOperand **prev;
  Operation *owner;
};

MLIR_INTERNAL void operand_set(OpOperand *o, Value *v);
MLIR_INTERNAL void value_replace_all_uses(Value *from, Value *to);
static inline bool value_has_uses(const Value *v) { return v->uses != NULL; }
MLIR_INTERNAL Operation *value_defining_op(const Value *v);
MLIR_INTERNAL Region *value_parent_region(const Value *v);
/* The location of a value: its defining op's, or the block argument's. */
MLIR_INTERNAL const Loc *value_loc(const Value *v);

/* ------------------------------------------------------------------------ */
/* Operations, blocks and regions. */

struct Region {
  Allocator *alloc;  /* owner of this region's memory (NULL: libc) */
  Operation *parent; /* NULL for a detached region */
  Block *first, *last;
  /* The hashed symbol table of the first block, once a lookup built it
   * (symbols.c); the functions below keep it current. Atomic because
   * passes on isolated ops may look symbols up in a shared ancestor on
   * several threads; only the thread owning the body changes it. */
  _Atomic(SymbolTable *) symtab;
};

struct Block {
  Allocator *alloc; /* owner of the block and its arguments (NULL: libc) */
  Region *parent;
  Block *prev, *next;
  Operation *first, *last;
  Value **args;
  uint32_t nargs, cap_args;
  BlockOperand *uses; /* successor operands naming this block */
  uint32_t order_valid; /* op order indices are current */
};

struct Operation {
  const OpName *name;
  Block *block;
  Operation *prev, *next;
  const Loc *loc;
  /* Once the op is in a block, both change only through op_set_attr and
   * op_set_attr_dicts (a symbol table may hold its `sym_name`). */
  const Attr *attrs; /* discardable attributes: a dictionary or NULL */
  const Attr *props; /* inherent attributes (properties): dictionary/NULL */
  uint32_t order;    /* position in block when block->order_valid */
  uint32_t num_operands, cap_operands, num_results, num_successors,
      num_regions;
  OpOperand *operands; /* inline unless grown past cap_operands */
  Value *results;
  BlockOperand *successors;
  Region *regions;
};

static inline bool op_has_trait(const Operation *op, uint32_t t) {
  return op->name->def && (op->name->def->traits & t);
}
static inline Context *op_context(const Operation *op) {
  return op->name->name->ctx;
}

/* Everything needed to create an operation; mirrors MlirOperationState but
 * with internal pointers. Arrays are owned by the state (context allocator)
 * until op_create consumes them. */
struct OperationState {
  Context *ctx;
  const OpName *name;
  const Loc *loc;
  Value **operands;
  size_t num_operands, cap_operands;
  const Type **types;
  size_t num_types, cap_types;
  NamedAttr *attrs;
  size_t num_attrs, cap_attrs;
  const Attr *props; /* a dictionary given directly (generic `<{...}>`) */
  Block **successors;
  size_t num_successors, cap_successors;
  Region **regions; /* detached regions, moved into the op */
  size_t num_regions, cap_regions;
};

MLIR_INTERNAL void opstate_init(OperationState *st, Context *ctx,
                                const OpName *name, const Loc *loc);
MLIR_INTERNAL void opstate_free(OperationState *st);
MLIR_INTERNAL bool opstate_add_operand(OperationState *st, Value *v);
MLIR_INTERNAL bool opstate_add_type(OperationState *st, const Type *t);
MLIR_INTERNAL bool opstate_add_attr(OperationState *st, const Ident *name,
                                    const Attr *value);
MLIR_INTERNAL bool opstate_add_successor(OperationState *st, Block *b);
MLIR_INTERNAL Region *opstate_add_region(OperationState *st);

/* Creates a detached operation from the state; the state's regions are moved
 * in and the state is left empty. NULL when out of memory or when attributes
 * repeat a name (reported as a diagnostic at the op's location). */
MLIR_INTERNAL Operation *op_create(OperationState *st);
/* Destroys a detached operation and everything it owns. */
MLIR_INTERNAL void op_destroy(Operation *op);
MLIR_INTERNAL void op_remove_from_block(Operation *op);
MLIR_INTERNAL void op_erase(Operation *op); /* remove + destroy */
MLIR_INTERNAL void op_set_operands(Operation *op, size_t n, Value *const *vals);
MLIR_INTERNAL void op_set_successor(Operation *op, unsigned pos, Block *b);
MLIR_INTERNAL Operation *op_parent_op(const Operation *op);
MLIR_INTERNAL const Attr *op_get_attr(const Operation *op, const char *name,
                                      size_t n);
/* Sets (NULL: removes) an attribute: a property when inherent or already
 * one, else discardable. */
MLIR_INTERNAL void op_set_attr(Operation *op, const Ident *name,
                               const Attr *value);
/* Replaces both attribute dictionaries (either may be NULL). Every change
 * to the dictionaries of an op in a block goes through here or
 * op_set_attr, so that a symbol table sees a changed `sym_name`. */
MLIR_INTERNAL void op_set_attr_dicts(Operation *op, const Attr *props,
                                     const Attr *attrs);
MLIR_INTERNAL bool op_is_inherent_attr(const Operation *op, const char *name,
                                       size_t n);
MLIR_INTERNAL bool op_is_before_in_block(Operation *a, Operation *b);
MLIR_INTERNAL Operation *op_clone(Operation *op);
/* Clones the blocks of `src` into `dst` before `before` (NULL: at the
 * end), mapping values and blocks through `map`: pairs already in it (say,
 * the entry block's arguments) are used, not recreated. False when out of
 * memory. */
MLIR_INTERNAL bool region_clone_into(Region *src, Region *dst, Block *before, PtrMap *map);

/* Regions and blocks may be created before they belong to a context
 * (alloc NULL: libc), as upstream's C API allows. */
MLIR_INTERNAL Region *region_create(Allocator *alloc);
MLIR_INTERNAL void region_destroy(Region *r);
MLIR_INTERNAL void region_clear(Region *r);
MLIR_INTERNAL void region_append_block(Region *r, Block *b);
MLIR_INTERNAL void region_insert_block_before(Region *r, Block *before,
                                              Block *b);
MLIR_INTERNAL void region_take_body(Region *dst, Region *src);
MLIR_INTERNAL unsigned region_index(const Region *r);

MLIR_INTERNAL Block *block_create(Allocator *alloc);
MLIR_INTERNAL void block_destroy(Block *b);
MLIR_INTERNAL void block_remove_from_region(Block *b);
MLIR_INTERNAL Value *block_add_arg(Block *b, const Type *t, const Loc *loc);
MLIR_INTERNAL Value *block_insert_arg(Block *b, unsigned pos, const Type *t,
                                      const Loc *loc);
MLIR_INTERNAL void block_erase_arg(Block *b, unsigned pos);
/* Moves `op` and the ops after it into a new block inserted after `b`
 * (upstream's splitBlock); NULL when out of memory. */
MLIR_INTERNAL Block *block_split(Block *b, Operation *op);
MLIR_INTERNAL void block_append_op(Block *b, Operation *op);
MLIR_INTERNAL void block_insert_op_before(Block *b, Operation *before,
                                          Operation *op);
MLIR_INTERNAL Operation *block_parent_op(const Block *b);
MLIR_INTERNAL Operation *block_terminator(const Block *b);
static inline bool block_is_entry(const Block *b) {
  return b->parent && b->parent->first == b;
}
/* Successor blocks of the block's terminator. */
MLIR_INTERNAL unsigned block_num_preds(const Block *b);

/* Pre-order walk with an explicit stack (input depth must not recurse). The
 * callback returns 0 to continue, 1 to skip the op's regions, 2 to stop. */
enum { WALK_ADVANCE = 0, WALK_SKIP = 1, WALK_INTERRUPT = 2 };
typedef int (*OpWalkFn)(Operation *op, void *user);
MLIR_INTERNAL int op_walk(Operation *root, OpWalkFn pre, OpWalkFn post,
                          void *user);

/* ---- symbols (symbols.c) ------------------------------------------------- */

/* The name of a symbol op (its `sym_name` string), or NULL. */
MLIR_INTERNAL const Ident *symbol_name(const Operation *op);
/* "public" (also when unset), "private" or "nested". */
MLIR_INTERNAL const char *symbol_visibility(const Operation *op);
/* Finds the op named `name` in the first block of a symbol table op's
 * first region (upstream's SymbolTable::lookupSymbolIn); the first one
 * when several share the name. Hashed: the table is built on the first
 * lookup and cached on the region. */
MLIR_INTERNAL Operation *symbol_lookup(Operation *table, const Ident *name);
/* Resolves a (possibly nested) symbol reference from the nearest symbol
 * table enclosing `from` (or `from` itself if it is one). */
MLIR_INTERNAL Operation *symbol_resolve(Operation *from, const Attr *ref);
/* Adds every (name, op) of `table`'s symbol table to `out` (allocated with
 * `a`), as upstream's SymbolTable constructor collects them; false when
 * out of memory. */
MLIR_INTERNAL bool symbol_table_copy(Operation *table, Allocator *a, PtrMap *out);

/* Keeping a built table current (called by operation.c only): `op` has
 * just joined, or is about to leave, the first block of `r`; `op`'s
 * `sym_name` was `old`; `r` lost its table's contents (freed, rebuilt by
 * the next lookup). Each is a no-op when `r` has no table. */
MLIR_INTERNAL void symtab_added(Region *r, Operation *op);
MLIR_INTERNAL void symtab_removed(Region *r, Operation *op);
MLIR_INTERNAL void symtab_renamed(Region *r, Operation *op, const Ident *old);
MLIR_INTERNAL void symtab_drop(Region *r);
static inline bool region_has_symtab(const Region *r) {
  return r && atomic_load_explicit(&((Region *)r)->symtab, memory_order_acquire) != NULL;
}
/* Calls `fn` for every symbol reference in `op`'s attributes and, when
 * `nested`, in ops nested in it (not entering nested symbol tables). */
MLIR_INTERNAL void symbol_uses(Operation *op, bool nested,
                               void (*fn)(void *user, Operation *user_op, const Attr *ref),
                               void *user);

/* ------------------------------------------------------------------------ */
/* Diagnostics: delivered to the context's handlers in the order attached,
 * most recent first, until one returns success; with no handler, errors are
 * printed to stderr as upstream does. */

enum DiagSeverity { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE, DIAG_REMARK };

struct Diag {
  int severity;
  const Loc *loc;
  StrBuf msg;
  Diag *notes; /* singly linked */
  Diag *next;
};

MLIR_INTERNAL Diag *diag_new(Context *ctx, int severity, const Loc *loc);
MLIR_INTERNAL void diag_append(Diag *d, const char *s, size_t n);
MLIR_INTERNAL void diag_printf(Diag *d, const char *fmt, ...) MLIR_PRINTF(2, 3);
MLIR_INTERNAL Diag *diag_note(Context *ctx, Diag *d, const Loc *loc);
/* Delivers and frees the diagnostic. */
MLIR_INTERNAL void diag_emit(Context *ctx, Diag *d);
MLIR_INTERNAL void diag_free(Context *ctx, Diag *d);
MLIR_INTERNAL void emit_error(Context *ctx, const Loc *loc, const char *fmt,
                              ...) MLIR_PRINTF(3, 4);
/* While silenced (a count per thread), diagnostics are dropped. */
MLIR_INTERNAL void diag_silence_push(void);
MLIR_INTERNAL void diag_silence_pop(void);
/* Diagnostics of the calling thread go to `into` (appended, owned by the
 * caller) instead of the handlers while set; NULL restores delivery. The
 * pass manager uses it to deliver the diagnostics of parallel work in
 * order. */
MLIR_INTERNAL void diag_capture(PtrVec *into);

/* ------------------------------------------------------------------------ */
/* The context. */

typedef struct DiagHandler DiagHandler;
struct DiagHandler {
  uint64_t id;
  /* Returns 1 when handled. `target` is the embedder's callback, called
   * by `fn` with its own signature (the C API's trampoline). */
  int (*fn)(Diag *d, const DiagHandler *h);
  void (*target)(void);
  void *user;
  void (*delete_user)(void *user);
};

struct Context {
  Allocator alloc;
  Arena arena;
  /* uniquers */
  Storage **buckets;
  size_t nbuckets, nstorage;
  Ident **ibuckets;
  size_t nibuckets, nidents;
  /* registry */
  StrMap opnames;  /* name -> OpName* */
  StrMap dialects; /* namespace -> Dialect* */
  bool allow_unregistered;
  /* diagnostics */
  DiagHandler *handlers;
  size_t nhandlers, cap_handlers;
  /* called for what no handler took (fn NULL: dropped) */
  DiagHandler fallback;
  bool no_op_on_diagnostic; /* no "see current operation" notes */
  uint64_t next_handler_id;
  /* per-context caches of dialect data (compiled formats, defaults) */
  PtrMap format_cache;
  /* the canonicalization patterns of the registered ops, collected on
   * first use (dialects/dialect_load.c); dropped when ops are added */
  const Pattern *const *const *canon_patterns;
  /* the passes pipelines may name (pass/pass.h; set by init_all.c's
   * context_create), or NULL: none */
  const struct PassRegistry *passes;
  /* builtin dense resource blobs: key -> ResourceBlob* (resources.c) */
  StrMap resources;
  PtrVec ext_resources; /* ExtResource*, in the order first parsed */
  /* frequently used uniqued objects */
  const Type *t_index, *t_none, *t_i1, *t_i64;
  /* Parameterless types (index, none, floats) by kind, and the signless
   * integers i1..i64, filled at creation: the parser asks for them once per
   * type token, and a table read beats a uniquer lookup. */
  const Type *t_simple[TK_F128 + 1];
  const Type *t_signless[65];
  const Loc *l_unknown;
  const Attr *a_unit;
  /* Threads: `threading` allows passes to run on several threads (as
   * upstream's context, on by default); `mt` is set while they do, and
   * then the uniquers, registry and caches take `lock`. */
  Mutex lock;
  bool threading;
  _Atomic bool mt;
};

static inline void ctx_lock(Context *ctx) {
  if (ctx->mt) mutex_lock(&ctx->lock);
}
static inline void ctx_unlock(Context *ctx) {
  if (ctx->mt) mutex_unlock(&ctx->lock);
}

MLIR_INTERNAL Context *ctx_create(void);
MLIR_INTERNAL void ctx_destroy(Context *ctx);
/* A unique address per storage kind, used as the TypeID of the class. */
MLIR_INTERNAL const void *storage_type_id(unsigned kind);

static inline void *ctx_alloc(Context *ctx, size_t n) {
  return mem_alloc(&ctx->alloc, n);
}
static inline void *ctx_zalloc(Context *ctx, size_t n) {
  return mem_zalloc(&ctx->alloc, n);
}
static inline void ctx_free(Context *ctx, void *p) { mem_free(&ctx->alloc, p); }

#endif /* MLIRC_IR_H */
