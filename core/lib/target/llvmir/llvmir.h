/* llvmir.h: the translation of llvm-dialect IR into LLVM IR text, as
 * mlir-translate --mlir-to-llvmir prints it. The IR is first translated
 * into a small model of LLVM's (values, constants, instructions made of
 * printable parts, blocks, functions), because LLVM numbers values by
 * layout while upstream creates them in dominance order, and folds
 * constant operands as its IRBuilder does; the model is then numbered and
 * printed. Everything lives in one arena per translation. */
#ifndef MLIRC_TARGET_LLVMIR_H
#define MLIRC_TARGET_LLVMIR_H

#include "../../dialects/llvm/llvm.h"

typedef struct LxVal LxVal;
typedef struct LxInst LxInst;
typedef struct LxBlock LxBlock;
typedef struct LxFunc LxFunc;
typedef struct LxModule LxModule;
typedef struct LxFnState LxFnState;

/* ---- values and constants ----------------------------------------------- */

enum LxValKind { LX_ARG, LX_INST, LX_CONST };
enum LxConstKind {
  LC_INT,     /* bits[0..1]: the value, zero-extended to 128 bits */
  LC_FLOAT,   /* bits[0..1]: the IEEE bits (lo, hi) */
  LC_ZERO,    /* the null value: 0, 0.0, null, zeroinitializer */
  LC_UNDEF,
  LC_POISON,
  LC_AGG,     /* elems: struct fields, array or vector elements */
  LC_GLOBAL,  /* text: the symbol (a pointer constant) */
  LC_CAST,    /* text: the opcode; elems[0]: the operand */
  LC_GEP,     /* i8 offset form: elems[0] the base; bits[0] the offset */
};

struct LxVal {
  uint8_t kind, ckind;
  const Type *type; /* an LLVM-compatible MLIR type */
  uint32_t slot;    /* arguments and instructions: the number printed */
  uint64_t bits[2];
  LxVal **elems;
  uint32_t nelems;
  const char *text;
  size_t len;
  uint32_t flags; /* LC_GEP: inbounds/nuw (LX_GEP_*) */
};

enum { LX_GEP_INBOUNDS = 1, LX_GEP_NUW = 4 };

/* ---- instructions and blocks ------------------------------------------- */

enum LxPartKind { LP_TEXT, LP_VAL, LP_TVAL, LP_TYPE, LP_BLOCK, LP_META };
typedef struct LxPart {
  uint8_t kind;
  const char *s; /* LP_TEXT */
  size_t n;
  LxVal *v;          /* LP_VAL, LP_TVAL */
  const Type *t;     /* LP_TYPE */
  LxBlock *b;        /* LP_BLOCK: printed %N */
  /* LP_META: n is the node's index in LxModule.md_texts, printed !slot */
} LxPart;

struct LxInst {
  LxVal *result; /* NULL: no value (store, br, void call) */
  LxPart *parts;
  size_t nparts, cap;
  LxBlock *block;
};

struct LxBlock {
  uint32_t slot;
  PtrVec insts; /* LxInst* in order */
  PtrVec preds; /* LxBlock* of each branch use, in creation order */
  Block *mlir;
};

/* One function or intrinsic declaration of the module. */
struct LxFunc {
  const char *name;
  size_t len;
  const Type *ftype;     /* !llvm.func */
  const char *linkage;   /* "" for external */
  const char *param_attrs; /* per parameter, NUL-separated, or NULL */
  int attr_group;        /* -1: none */
  const char *comment;   /* `; Function Attrs:` text, NULL: the group's */
  const char *result_attrs; /* printed before the result type, or NULL */
  const char *personality;  /* the personality function's name, or NULL */
  bool is_decl;
  PtrVec args;   /* LxVal* */
  PtrVec blocks; /* LxBlock* in layout order */
};

struct LxModule {
  Context *ctx;
  Arena arena;
  Allocator *alloc;
  Operation *module;
  StrBuf globals;    /* the printed globals */
  PtrVec funcs;      /* LxFunc*, the module's then the intrinsics' in first-use order */
  PtrMap func_by_op; /* Operation* (llvm.func) -> LxFunc* */
  StrMap func_by_name; /* intrinsic name -> LxFunc* */
  PtrVec groups;     /* const char*: the attribute group texts, #0... */
  PtrVec ident_structs; /* identified struct types, in first-use order */
  PtrMap ident_seen;
  PtrMap handlers;   /* OpName* -> handler, filled once (ops.c) */
  PtrVec md_texts;   /* const char*: attached metadata nodes (metadata.c) */
  PtrVec md_slots;   /* their slot + 1, 0 until numbered */
  StrMap md_by_text;
  PtrMap md_distinct; /* Attr* -> node index + 1 of a distinct node */
  bool failed;
};

/* ---- module.c ----------------------------------------------------------- */

/* Translates `module` (a builtin.module of llvm-dialect ops) into LLVM IR
 * text appended to `out`; false after emitting diagnostics with
 * mlir-translate's wording. */
MLIR_INTERNAL bool llvmir_translate(Operation *module, StrBuf *out);

MLIR_INTERNAL void *lx_alloc(LxModule *m, size_t n);
MLIR_INTERNAL const char *lx_strdup(LxModule *m, const char *s, size_t n);
/* The function record of an llvm.func, or of the intrinsic `name` (created
 * as a declaration on first use, in that order). */
MLIR_INTERNAL LxFunc *lx_func_of(LxModule *m, Operation *fn);
MLIR_INTERNAL LxFunc *lx_intrinsic_decl(LxModule *m, const char *name, const Type *ftype,
                                        const char *param_attrs, const char *group);
/* Reports an error at `op` and marks the translation failed. */
MLIR_INTERNAL void lx_error(LxModule *m, Operation *op, const char *fmt, ...) MLIR_PRINTF(3, 4);

/* ---- fn_attrs.c: function, parameter and result attributes ------------- */

/* The attribute group text of an llvm.func (NULL: none) and the comment
 * form (its attributes but the string ones; NULL: no comment). */
MLIR_INTERNAL void lx_func_attrs(LxModule *m, Operation *op, const char **group, const char **comment);
/* The attributes of a parameter or result dictionary, NULL: none. */
MLIR_INTERNAL const char *lx_param_attrs(LxModule *m, const Attr *dict);
/* The attribute group number of `text` (a new one at its first use). */
MLIR_INTERNAL int lx_group_of(LxModule *m, const char *text);

/* ---- symbol_prefix.c, alias.c ------------------------------------------- */

enum { LX_PREFIX_TLS = 1, LX_PREFIX_UNNAMED = 2 };
/* LLVM's linkage name of a symbol op ("external" when it has none). */
MLIR_INTERNAL const char *lx_linkage_name(Operation *op);
/* `linkage dso_local visibility [thread_local] [unnamed_addr] `, each
 * followed by a space, as LLVM prints them ("" when none). */
MLIR_INTERNAL const char *lx_symbol_prefix(LxModule *m, Operation *op, unsigned parts);
/* An llvm.mlir.alias line; false after an error. */
MLIR_INTERNAL bool lx_print_alias(LxModule *m, StrBuf *out, Operation *op);

/* ---- metadata.c: metadata attached to instructions ------------------------ */

/* A reference to node N inside a node's text (printed `!slot`). */
#define LX_MD_REF "\001%u\001"
/* The index of the uniqued node `text` (which may hold LX_MD_REFs). */
MLIR_INTERNAL uint32_t lx_md_node(LxModule *m, const char *text, size_t n);
/* The distinct node of `key` (an attribute): *is_new when just made, its
 * text then to be given with lx_md_set_text (it may name itself). */
MLIR_INTERNAL uint32_t lx_md_distinct(LxModule *m, const void *key, bool *is_new);
MLIR_INTERNAL void lx_md_set_text(LxModule *m, uint32_t node, const char *text, size_t n);
/* The access's alias scopes, noalias scopes and access groups as
 * `!alias.scope`, `!noalias`, `!llvm.access.group` (alias_scopes.c). */
MLIR_INTERNAL void lx_alias_metadata(LxFnState *s, LxInst *in, Operation *op);
/* Its two parts, for accesses with metadata of other kinds in between (LLVM
 * prints attachments by kind: alias.scope and noalias, ..., access.group). */
MLIR_INTERNAL void lx_alias_scopes(LxFnState *s, LxInst *in, Operation *op);
MLIR_INTERNAL void lx_access_groups(LxFnState *s, LxInst *in, Operation *op);
/* The access's `tbaa` tag as `!tbaa` (tbaa.c). */
MLIR_INTERNAL void lx_tbaa(LxFnState *s, LxInst *in, Operation *op);
/* Appends `, !kind !N` for the node `text` (uniqued). */
MLIR_INTERNAL void lx_attach(LxFnState *s, LxInst *in, const char *kind, const char *text, size_t n);
MLIR_INTERNAL void lx_meta_part(LxFnState *s, LxInst *i, uint32_t node);
/* The op's branch_weights as `!prof`. */
MLIR_INTERNAL void lx_branch_weights(LxFnState *s, LxInst *in, Operation *op);
/* Numbers the attached nodes from `base` in LLVM's order. */
MLIR_INTERNAL void lx_number_metadata(LxModule *m, uint32_t base);
MLIR_INTERNAL uint32_t lx_md_slot(LxModule *m, uint32_t node);
MLIR_INTERNAL void lx_print_metadata_nodes(LxModule *m, StrBuf *out, uint32_t base);

/* ---- ctors.c --------------------------------------------------------------- */

/* @llvm.global_ctors / @llvm.global_dtors lines, if the module has them. */
MLIR_INTERNAL void lx_print_ctors(LxModule *m, StrBuf *out);

/* ---- module_meta.c: module asm and named metadata ------------------------ */

MLIR_INTERNAL void lx_print_module_asm(LxModule *m, StrBuf *out);
/* LLVM's printEscapedString (metadata strings, module asm). */
MLIR_INTERNAL void lx_print_escaped(StrBuf *out, const char *s, size_t n);
/* The named metadata lists and their nodes, module flags included. */
MLIR_INTERNAL unsigned lx_print_named_metadata(LxModule *m, StrBuf *out);

/* ---- types.c: LLVM type syntax and the default data layout --------------- */

/* False (nothing printed) when `t` has no LLVM counterpart. */
MLIR_INTERNAL bool lx_type_ok(const Type *t);
MLIR_INTERNAL void lx_print_type(LxModule *m, StrBuf *sb, const Type *t);
MLIR_INTERNAL uint64_t lx_abi_align(const Type *t);
MLIR_INTERNAL uint64_t lx_pref_align(const Type *t);
MLIR_INTERNAL uint64_t lx_alloc_size(const Type *t);
/* Overloaded intrinsic name suffix of a type (.f32, .v4f32, .p0, .i64). */
/* `%name = type {...}` of an identified struct, and `@name` quoted as
 * LLVM quotes names. */
MLIR_INTERNAL void lx_print_struct_def(LxModule *m, StrBuf *sb, const Type *t);
MLIR_INTERNAL void lx_print_global_name(StrBuf *sb, const char *s, size_t n);
MLIR_INTERNAL void lx_mangle_type(StrBuf *sb, const Type *t);
/* The type of an aggregate's element `i` (struct field, array or vector
 * element). */
MLIR_INTERNAL const Type *lx_elem_type(const Type *t, unsigned i);
MLIR_INTERNAL unsigned lx_num_elems(const Type *t); /* of an aggregate */
MLIR_INTERNAL bool lx_is_aggregate(const Type *t);   /* struct, array, vector */

/* ---- constants.c -------------------------------------------------------- */

MLIR_INTERNAL LxVal *lc_int(LxModule *m, const Type *t, uint64_t lo, uint64_t hi);
MLIR_INTERNAL LxVal *lc_float(LxModule *m, const Type *t, uint64_t lo, uint64_t hi);
MLIR_INTERNAL LxVal *lc_simple(LxModule *m, const Type *t, unsigned ckind);
MLIR_INTERNAL LxVal *lc_global(LxModule *m, const Type *t, const char *name, size_t n);
/* An aggregate made canonical as LLVM's ConstantStruct/Array/Vector::get
 * does (all zero: zeroinitializer; all undef or all poison: those). */
MLIR_INTERNAL LxVal *lc_agg(LxModule *m, const Type *t, LxVal **elems, unsigned n);
MLIR_INTERNAL LxVal *lc_cast_expr(LxModule *m, const char *opcode, LxVal *v, const Type *to);
/* An element of a constant aggregate (or of zero, undef, poison). */
MLIR_INTERNAL LxVal *lc_element(LxModule *m, LxVal *agg, unsigned i);
/* The constant of an attribute for a value of type `t` (the value of
 * llvm.mlir.constant, a global's initializer); NULL after an error. */
MLIR_INTERNAL LxVal *lc_from_attr(LxModule *m, Operation *op, const Attr *a, const Type *t);
MLIR_INTERNAL bool lc_is_null(const LxVal *v);
/* Appends the constant as an operand (no type) / the LLVM form of a float. */
MLIR_INTERNAL void lc_print(LxModule *m, StrBuf *sb, const LxVal *v);

/* ---- fold.c: IRBuilder's ConstantFolder --------------------------------- */

/* Each returns the folded constant, or NULL when LLVM keeps an
 * instruction. Flags are the op's overflow/exact flags (unused by the
 * fold but where upstream would give poison). */
MLIR_INTERNAL LxVal *lx_fold_binary(LxModule *m, const char *opcode, LxVal *a, LxVal *b);
MLIR_INTERNAL LxVal *lx_fold_icmp(LxModule *m, unsigned pred, LxVal *a, LxVal *b);
MLIR_INTERNAL LxVal *lx_fold_fcmp(LxModule *m, unsigned pred, LxVal *a, LxVal *b);
MLIR_INTERNAL LxVal *lx_fold_cast(LxModule *m, const char *opcode, LxVal *v, const Type *to);
MLIR_INTERNAL LxVal *lx_fold_select(LxModule *m, LxVal *c, LxVal *a, LxVal *b);
MLIR_INTERNAL LxVal *lx_fold_gep(LxModule *m, const Type *elem, LxVal *base, LxVal **idx,
                                 unsigned n, unsigned flags);
MLIR_INTERNAL LxVal *lx_fold_extractvalue(LxModule *m, LxVal *agg, const int64_t *pos, unsigned n);
MLIR_INTERNAL LxVal *lx_fold_insertvalue(LxModule *m, LxVal *agg, LxVal *v, const int64_t *pos,
                                         unsigned n);

/* ---- function.c: bodies -------------------------------------------------- */

typedef struct LxFnState {
  LxModule *m;
  LxFunc *f;
  PtrMap values; /* Value* -> LxVal* */
  PtrMap blocks; /* Block* -> LxBlock* */
  LxBlock *cur;
} LxFnState;

MLIR_INTERNAL bool lx_translate_body(LxModule *m, LxFunc *f, Operation *fn);
MLIR_INTERNAL LxVal *lx_lookup(LxFnState *s, Value *v);
/* Every operand of `op` translated, every result type an LLVM one, no
 * regions: what a handler may rely on. */
MLIR_INTERNAL bool lx_operands_ready(LxFnState *s, Operation *op);
MLIR_INTERNAL void lx_map(LxFnState *s, Value *v, LxVal *lv);
MLIR_INTERNAL LxBlock *lx_block(LxFnState *s, Block *b);
/* A new instruction in the current block; `result` type NULL: none. */
MLIR_INTERNAL LxInst *lx_inst(LxFnState *s, const Type *result);
MLIR_INTERNAL void lx_text(LxFnState *s, LxInst *i, const char *fmt, ...) MLIR_PRINTF(3, 4);
MLIR_INTERNAL void lx_val(LxFnState *s, LxInst *i, LxVal *v);
MLIR_INTERNAL void lx_tval(LxFnState *s, LxInst *i, LxVal *v);
MLIR_INTERNAL void lx_type(LxFnState *s, LxInst *i, const Type *t);
/* `label %N` of a successor; records the branch use. */
MLIR_INTERNAL void lx_succ(LxFnState *s, LxInst *i, Block *b);

/* ---- ops.c: one handler per llvm op -------------------------------------- */

typedef bool (*LxOpFn)(LxFnState *s, Operation *op);
MLIR_INTERNAL LxOpFn lx_handler(LxModule *m, Operation *op);
/* The op's fast-math flags (its `fastmathFlags` property) as LLVM prints
 * them after an opcode: ` fast`, or ` nnan ninf ...`. */
MLIR_INTERNAL void lx_fastmath(LxFnState *s, LxInst *in, Operation *op);
/* Global initializer regions: the constant their llvm.return yields. */
MLIR_INTERNAL LxVal *lx_constant_region(LxModule *m, Operation *global);

/* ---- intrinsics.c --------------------------------------------------------- */

/* Translates an llvm.intr.* op (call to a declared intrinsic); false
 * after an error. */
MLIR_INTERNAL bool lx_intrinsic(LxFnState *s, Operation *op);

/* ---- print.c: numbering and the text ------------------------------------ */

MLIR_INTERNAL void lx_print_func(LxModule *m, StrBuf *out, LxFunc *f);
MLIR_INTERNAL void lx_print_value(LxModule *m, StrBuf *sb, const LxVal *v);

#endif /* MLIRC_TARGET_LLVMIR_H */
