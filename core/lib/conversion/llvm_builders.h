/* llvm_builders.h: LLVM dialect ops the to-LLVM patterns create with all
 * the properties upstream's builders set: function declarations looked up
 * or added at the start of the module, calls, private string globals. */
#ifndef MLIRC_CONVERSION_LLVM_BUILDERS_H
#define MLIRC_CONVERSION_LLVM_BUILDERS_H

#include "llvm_type_converter.h"

/* The closest builtin.module around `op` (or `op` itself), or NULL. */
MLIR_INTERNAL Operation *llvm_parent_module(Operation *op);
/* lookupOrCreateFn: the symbol `name` of the module, or a new external
 * `llvm.func` declaration of `fn_type` at the module's start. */
MLIR_INTERNAL Operation *llvm_lookup_or_create_fn(Rewriter *rw, Operation *module, const char *name,
                                                  const Type *fn_type);
/* #llvm.linkage<text>. */
MLIR_INTERNAL const Attr *llvm_linkage_attr(Context *ctx, const char *text);
/* An `llvm.func` at the insertion point with upstream's default
 * properties, the given linkage ("external", "private"), an empty body
 * region, and `extra` attributes (sym_visibility, arg_attrs, discardable
 * ones). */
MLIR_INTERNAL Operation *llvm_func_create(Rewriter *rw, const Loc *loc, const char *name, size_t name_len,
                                          const Type *fn_type, const char *linkage, unsigned n,
                                          const NamedAttr *extra);
/* llvm.call of `callee` (result NULL: void) at the insertion point. */
MLIR_INTERNAL Operation *llvm_call(Rewriter *rw, const Loc *loc, const char *callee, const Type *result, unsigned n,
                                   Value *const *args);
/* The same with a callee reference and `extra` attributes (those the call
 * sets itself are skipped). */
MLIR_INTERNAL Operation *llvm_call_ref(Rewriter *rw, const Loc *loc, const Attr *callee, const Type *result,
                                       unsigned n, Value *const *args, unsigned nextra, const NamedAttr *extra);
/* createPrintStrCall: a private constant global holding the string and a
 * NUL (named `symbol`, made unique with _N), and a call of `printer`
 * (declared if needed) on its address. `*counter` numbers the renamed
 * symbols. */
MLIR_INTERNAL bool llvm_print_str_call(Rewriter *rw, const Loc *loc, Operation *module, const char *symbol,
                                       const char *str, size_t len, const char *printer, unsigned *counter);

#endif /* MLIRC_CONVERSION_LLVM_BUILDERS_H */
