/* conversion_impl.h: what the conversion driver (conversion.c) and its
 * rewriter (conversion_rewriter.c) share, as upstream's
 * ConversionPatternRewriterImpl: the journal of IR changes, the value
 * mapping, the sets that track ops, and materializations. Private to
 * rewrite/. */
#ifndef MLIRC_CONVERSION_IMPL_H
#define MLIRC_CONVERSION_IMPL_H

#include "conversion.h"

/* A list of values (a ValueVector), allocated with the context. */
typedef struct VVec {
  Value **v;
  unsigned n, cap;
} VVec;

/* An ordered set (SetVector): insertion order kept, so a state can be
 * restored by popping back to an earlier size. */
typedef struct OrderedSet {
  PtrMap index;
  PtrVec items;
} OrderedSet;

enum ChangeKind {
  CH_CREATE_BLOCK,
  CH_ERASE_BLOCK,
  CH_MOVE_BLOCK,
  CH_BLOCK_TYPE_CONVERSION,
  CH_REPLACE_BLOCK_ARG,
  CH_MOVE_OP,
  CH_MODIFY_OP,
  CH_REPLACE_OP,
  CH_CREATE_OP,
  CH_MATERIALIZATION,
};

/* One journaled change (upstream's IRRewrite): what it takes to undo it,
 * and to finish it once the conversion commits. */
typedef struct Change {
  uint8_t kind;
  Operation *op;
  Block *block;
  Region *region;       /* erase/move block: where it was */
  Block *next_block;    /* ... before this block (NULL: at the end) */
  Block *new_block;     /* block type conversion */
  Block *prev_block;    /* move op: where it was */
  Operation *next_op;   /* ... before this op (NULL: at the end) */
  Value *arg;           /* replaced block argument */
  const TypeConverter *converter;
  /* modify op: the snapshot; materialization: the mapped values */
  const Loc *loc;
  const Attr *attrs, *props;
  Value **vals;
  unsigned nvals;
  Block **succs;
  unsigned nsuccs;
} Change;

enum MaterializationKind { MAT_TARGET, MAT_SOURCE };

typedef struct MatInfo {
  const TypeConverter *converter;
  int kind;
  const Type *original;
} MatInfo;

/* A mapping entry keyed by several values (materializations of 1:N
 * conversions). */
typedef struct MultiEntry {
  VVec key, val;
} MultiEntry;

typedef struct ConvRewriter {
  Rewriter rw; /* first: patterns are handed &rw */
  RewriteListener listener;
  Context *ctx;
  const ConversionConfig *config;
  Change *changes;
  size_t nchanges, cap_changes;
  PtrMap single;    /* Value* -> VVec* (the values it maps to) */
  PtrVec multi;     /* MultiEntry* */
  PtrMap mapped_to; /* values something maps to (may hold stale ones) */
  OrderedSet ignored, replaced;
  OrderedSet new_ops, modified_ops, inserted_blocks; /* by the current pattern */
  PtrMap unresolved; /* cast op -> MatInfo* */
  PtrMap region_tc;  /* Region* -> TypeConverter* */
  PtrMap new_blocks; /* blocks a change created and that exist */
  const TypeConverter *current_tc;
  const ConvPattern *current_pattern;
} ConvRewriter;

typedef struct ConvState {
  size_t nchanges, nignored, nreplaced;
} ConvState;

MLIR_INTERNAL void set_init(OrderedSet *s);
MLIR_INTERNAL bool set_insert(Allocator *a, OrderedSet *s, void *p);
MLIR_INTERNAL bool set_has(const OrderedSet *s, const void *p);
MLIR_INTERNAL void set_truncate(OrderedSet *s, size_t n);
MLIR_INTERNAL void set_clear(OrderedSet *s);
MLIR_INTERNAL void set_free(Allocator *a, OrderedSet *s);

MLIR_INTERNAL void vv_free(Context *ctx, VVec *v);

MLIR_INTERNAL void cr_init(ConvRewriter *cr, Context *ctx, const ConversionConfig *config);
MLIR_INTERNAL void cr_free(ConvRewriter *cr);
MLIR_INTERNAL ConvState cr_state(const ConvRewriter *cr);
/* Undoes the changes made since `s` (upstream's resetState). */
MLIR_INTERNAL void cr_reset(ConvRewriter *cr, ConvState s);
/* Commits every change and erases what was replaced (applyRewrites). */
MLIR_INTERNAL void cr_apply(ConvRewriter *cr);
MLIR_INTERNAL bool cr_is_ignored(const ConvRewriter *cr, const Operation *op);
/* Operands remapped for a pattern with converter cr->current_tc;
 * false when a type does not convert. `tag` names a value in messages. */
MLIR_INTERNAL bool cr_remap(ConvRewriter *cr, const char *tag, const Loc *loc, unsigned n, Value *const *values,
                            VVec *flat, unsigned *start, unsigned *count);
MLIR_INTERNAL void cr_clear_pattern_sets(ConvRewriter *cr);
/* The unrealized casts the conversion made that still exist, in the order
 * made. */
MLIR_INTERNAL void cr_unresolved_casts(ConvRewriter *cr, PtrVec *out);
MLIR_INTERNAL const MatInfo *cr_mat_info(const ConvRewriter *cr, const Operation *cast);
/* Applies a signature conversion to a block (applySignatureConversion). */
MLIR_INTERNAL Block *cr_apply_signature(ConvRewriter *cr, Block *b, const TypeConverter *tc,
                                        SignatureConversion *sig);
MLIR_INTERNAL const TypeConverter *cr_region_converter(const ConvRewriter *cr, const Region *r);

/* The name of the marker on casts made only to mend a type mismatch. */
#define PURE_TYPE_CONVERSION_MARKER "__pure_type_conversion__"

#endif /* MLIRC_CONVERSION_IMPL_H */
