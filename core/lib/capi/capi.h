/* capi.h: conversions between public handles and internal pointers, shared
 * by the files implementing the public C API. */
#ifndef MLIRC_CAPI_H
#define MLIRC_CAPI_H

#include "../init_all.h"
#include "../bytecode/bytecode.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/IntegerSet.h"

#include <stdio.h>

static inline Context *unwrap_ctx(MlirContext c) { return c.ptr; }
static inline MlirContext wrap_ctx(Context *c) { return (MlirContext){c}; }
static inline Operation *unwrap_op(MlirOperation o) { return o.ptr; }
static inline MlirOperation wrap_op(Operation *o) { return (MlirOperation){o}; }
static inline Block *unwrap_block(MlirBlock b) { return b.ptr; }
static inline MlirBlock wrap_block(Block *b) { return (MlirBlock){b}; }
static inline Region *unwrap_region(MlirRegion r) { return r.ptr; }
static inline MlirRegion wrap_region(Region *r) { return (MlirRegion){r}; }
static inline Value *unwrap_value(MlirValue v) { return (Value *)v.ptr; }
static inline MlirValue wrap_value(const Value *v) { return (MlirValue){v}; }
static inline const Type *unwrap_type(MlirType t) { return t.ptr; }
static inline MlirType wrap_type(const Type *t) { return (MlirType){t}; }
static inline const Attr *unwrap_attr(MlirAttribute a) { return a.ptr; }
static inline MlirAttribute wrap_attr(const Attr *a) { return (MlirAttribute){a}; }
static inline const Loc *unwrap_loc(MlirLocation l) { return l.ptr; }
static inline MlirLocation wrap_loc(const Loc *l) { return (MlirLocation){l}; }
static inline const Ident *unwrap_ident(MlirIdentifier i) { return i.ptr; }
static inline MlirIdentifier wrap_ident(const Ident *i) { return (MlirIdentifier){i}; }
static inline const AffineExpr *unwrap_expr(MlirAffineExpr e) { return e.ptr; }
static inline MlirAffineExpr wrap_expr(const AffineExpr *e) { return (MlirAffineExpr){e}; }
static inline const AffineMap *unwrap_map(MlirAffineMap m) { return m.ptr; }
static inline MlirAffineMap wrap_map(const AffineMap *m) { return (MlirAffineMap){m}; }
static inline const IntegerSet *unwrap_set(MlirIntegerSet s) { return s.ptr; }
static inline MlirIntegerSet wrap_set(const IntegerSet *s) { return (MlirIntegerSet){s}; }

/* Calls back with a printed buffer (one call per print, as one piece). */
static inline void emit_text(const StrBuf *sb, MlirStringCallback cb, void *ud) {
  cb(mlirStringRefCreate(sb->data ? sb->data : "", sb->len), ud);
}

/* A string callback writing to stderr, for the Dump functions. */
static inline void capi_to_stderr(MlirStringRef s, void *ud) {
  (void)ud;
  fwrite(s.data, 1, s.length, stderr);
}

/* Reports an out-of-memory condition raised during an API call once, as
 * an error diagnostic, and clears the flag so the context stays usable. */
MLIR_INTERNAL void capi_check_oom(Context *ctx);
/* The process-wide registry of the C API's contexts (pass_registry.c) and
 * registering a pass in it (mlirRegister*). */
MLIR_INTERNAL extern const PassRegistry CAPI_PASS_REGISTRY;
MLIR_INTERNAL void capi_register_pass(const PassInfo *info);

/* Appends the result types of an op whose ODS record determines them all
 * (infer.c); false, adding nothing, when it does not. */
MLIR_INTERNAL bool capi_infer_from_ods(OperationState *st);

#endif /* MLIRC_CAPI_H */
