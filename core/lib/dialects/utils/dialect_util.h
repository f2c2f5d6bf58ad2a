/* dialect_util.h: small helpers shared by the hand-written dialect files
 * added with the ODS breadth work (affine.c, vector.c, linalg.c, ...):
 * plain op errors, type text for messages, operand groups by name. */
#ifndef MLIRC_DIALECT_UTIL_H
#define MLIRC_DIALECT_UTIL_H

#include "../../ods/ods_format.h"

/* Appends the textual type to `sb`, quoted when `quote`. */
MLIR_INTERNAL void du_type_str(StrBuf *sb, const Type *t, bool quote);
/* The operand group of an ODS op by its ODS name (count 0 when absent). */
MLIR_INTERNAL void du_operands(const Operation *op, const char *name, unsigned *start, unsigned *count);
/* Adds `operandSegmentSizes` to a state. */
MLIR_INTERNAL bool du_add_segments(OperationState *st, const int32_t *sizes, unsigned n);
/* The i-th value of an op's operand group named `name`, or NULL. */
MLIR_INTERNAL Value *du_operand(const Operation *op, const char *name, unsigned i);
/* Parses `%a, %b` (possibly empty) into `out` (no delimiters). */
MLIR_INTERNAL bool du_parse_uses(Parser *p, UseList *out);

/* The dialect enum attribute `#<attr_name><case>` (e.g. "vector.kind",
 * "add") of a dialect's tables, or NULL. */
MLIR_INTERNAL const Attr *du_enum_attr(Context *ctx, const OdsDialect *d, const char *attr_name,
                                       const char *cs, size_t n);
/* The case text of a dialect enum attribute, or NULL. */
MLIR_INTERNAL const char *du_enum_attr_case(const Attr *a);
/* Adds the default-valued ODS attributes the state lacks (what upstream's
 * properties hold by default after a custom parser). */
MLIR_INTERNAL bool du_add_defaults(OperationState *st);
/* ensureTerminator with operands: appends `name`(vals) to the region's
 * last block unless it ends in a terminator. */
MLIR_INTERNAL bool du_append_op(Context *ctx, Block *b, const char *name, Value *const *vals, unsigned n,
                                const Loc *loc);

/* CastOpInterface's verifier (verifyCastInterfaceOp): a cast has a result,
 * and `compatible` (NULL: any) accepts its operand and result types; emits
 * upstream's "... are cast incompatible" otherwise. */
MLIR_INTERNAL bool du_verify_cast(Operation *op, bool (*compatible)(const Operation *op));

#endif /* MLIRC_DIALECT_UTIL_H */
