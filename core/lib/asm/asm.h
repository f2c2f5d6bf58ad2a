/* asm.h: the textual format's private header: the lexer, the parser state
 * and primitives used by custom op parsers, and the printer state and
 * primitives used by custom op printers. Depends on ir/ and support/. */
#ifndef MLIRC_ASM_H
#define MLIRC_ASM_H

#include "../ir/ir.h"

/* ------------------------------------------------------------------------ */
/* Lexer. Tokens point into the source buffer; the lexer tracks the line and
 * line start so every token knows its line and column without rescanning. */

typedef enum TokKind {
  T_EOF,
  T_ERROR,
  T_BARE_ID,    /* foo, foo.bar, i32 */
  T_AT_ID,      /* @foo or @"foo" */
  T_PERCENT_ID, /* %foo */
  T_CARET_ID,   /* ^bb0 */
  T_HASH_ID,    /* #map */
  T_BANG_ID,    /* !type */
  T_INTEGER,    /* 42, 0x2A */
  T_FLOAT,      /* 1.5, 1.0e-3 */
  T_STRING,     /* "..." (escapes unprocessed) */
  T_LPAREN, T_RPAREN, T_LBRACE, T_RBRACE, T_LSQUARE, T_RSQUARE, T_LESS,
  T_GREATER, T_COMMA, T_COLON, T_EQUAL, T_ARROW, T_MINUS, T_PLUS, T_STAR,
  T_QUESTION, T_ELLIPSIS, T_VBAR,
  T_FILE_META_BEGIN, /* {-# */
  T_FILE_META_END,   /* #-} */
} TokKind;

typedef struct Token {
  TokKind kind;
  const char *start;
  size_t len;
  unsigned line, col; /* 1-based */
} Token;

typedef struct Lexer {
  const char *buf, *cur, *end;
  unsigned line;
  const char *line_start;
} Lexer;

MLIR_INTERNAL void lex_init(Lexer *lx, const char *buf, size_t len,
                            unsigned first_line);
MLIR_INTERNAL Token lex_next(Lexer *lx);
/* Moves the lexer to `pos`, which must lie on the current line or after a
 * position previously reached (used to split `4x5xf32`). */
MLIR_INTERNAL void lex_reset(Lexer *lx, const char *pos);
MLIR_INTERNAL bool tok_is_keyword(const Token *t, const char *kw);
MLIR_INTERNAL const char *tok_kind_spelling(TokKind k);

/* ------------------------------------------------------------------------ */
/* Parser. */

typedef struct SSAEntry SSAEntry;
typedef struct ScopeFrame ScopeFrame;

typedef struct UnresolvedUse {
  const Ident *name; /* %name without the '%' */
  unsigned number;   /* result number (#N) */
  Token tok;         /* for diagnostics */
} UnresolvedUse;

struct Parser {
  Context *ctx;
  Lexer lex;
  Token tok;
  const Ident *filename;
  const char *buf_start;
  bool failed;
  unsigned depth; /* nesting of regions/attributes, bounded */
  /* SSA names: name -> SSAEntry*, scoped by regions (see parser.c) */
  StrMap values;
  PtrVec scopes;    /* ScopeFrame* */
  PtrVec forward;   /* placeholder Values awaiting a definition */
  /* aliases defined in the file */
  StrMap attr_aliases; /* name (without '#') -> Attr* */
  StrMap type_aliases; /* name (without '!') -> Type* */
  /* location aliases referenced before their definition */
  PtrVec deferred_locs;
  /* block names of the regions being parsed: a stack of StrMaps */
  PtrVec block_scopes;
  /* the op being parsed by a custom parser, for its hooks, and the dialect
   * prefix its regions give to unqualified op names (NULL: "builtin") */
  const OpName *cur_op;
  const char *default_dialect;
  /* per-file names: resource key -> ResourceBlob*, distinct id (decimal
   * text) -> Attr* (parse_resource.c) */
  StrMap resource_names;
  StrMap distinct_ids;
  /* the record of definitions and uses, kept only when asked (NULL), and
   * the end of the last consumed token, for the ranges it records */
  struct AsmState *state;
  const char *prev_end;
};

enum { MAX_PARSE_DEPTH = 1000 };

MLIR_INTERNAL void parser_init(Parser *p, Context *ctx, const char *buf,
                               size_t len, const Ident *filename,
                               unsigned first_line);
MLIR_INTERNAL void parser_free(Parser *p);

/* Parses a whole source buffer as top-level operations into `block`. */
MLIR_INTERNAL bool parse_top_level(Parser *p, Block *block);
/* Parses one type / attribute; the whole input must be consumed. */
MLIR_INTERNAL const Type *parse_type_str(Context *ctx, const char *s, size_t n);
MLIR_INTERNAL const Attr *parse_attr_str(Context *ctx, const char *s, size_t n);

/* Parses a whole buffer of text into `top` (parse_top_level with a parser
 * of its own); false after emitting diagnostics. */
MLIR_INTERNAL bool parse_text_into(Context *ctx, const char *buf, size_t len, const Ident *file,
                                   unsigned first_line, Block *top);
/* As parse_text_into, recording definitions and uses into `state`
 * (asm_state.h; symbol uses are resolved later, once the IR is whole). */
MLIR_INTERNAL bool parse_text_recording(Context *ctx, const char *buf, size_t len, const Ident *file,
                                        Block *top, struct AsmState *state);

/* Primitives for op parsers (custom syntax). Each returns false after
 * emitting a diagnostic at the current token. */
MLIR_INTERNAL void parser_advance(Parser *p);
MLIR_INTERNAL bool parser_error(Parser *p, const char *fmt, ...)
    MLIR_PRINTF(2, 3);
MLIR_INTERNAL bool parser_error_at(Parser *p, const Token *t, const char *fmt,
                                   ...) MLIR_PRINTF(3, 4);
MLIR_INTERNAL bool parser_expect(Parser *p, TokKind k, const char *what);
MLIR_INTERNAL bool parser_consume_if(Parser *p, TokKind k);
MLIR_INTERNAL bool parser_consume_keyword(Parser *p, const char *kw);
MLIR_INTERNAL bool parser_expect_keyword(Parser *p, const char *kw);
MLIR_INTERNAL const Loc *parser_tok_loc(Parser *p, const Token *t);
MLIR_INTERNAL const Type *parse_type(Parser *p);
MLIR_INTERNAL const Type *parse_optional_type(Parser *p, bool *present);
MLIR_INTERNAL const Attr *parse_attribute(Parser *p, const Type *type);
/* A registered dialect's `!ns.mnemonic...` / `#ns<mnemonic ...>` (the
 * current token is its `!`/`#` identifier). */
MLIR_INTERNAL const Storage *parse_dialect_class_symbol(Parser *p, const Dialect *d, bool is_type);
/* `dense_resource<key> : type`, `distinct[id]<attr>` (the current token is
 * the keyword) and the `{-# ... #-}` section (parse_resource.c). */
MLIR_INTERNAL const Attr *parse_dense_resource(Parser *p, const Type *type);
MLIR_INTERNAL const Attr *parse_distinct(Parser *p);
MLIR_INTERNAL bool parse_file_metadata(Parser *p);
MLIR_INTERNAL bool parse_attr_dict(Parser *p, OperationState *st);
MLIR_INTERNAL bool parse_optional_attr_dict(Parser *p, OperationState *st);
MLIR_INTERNAL bool parse_optional_trailing_loc(Parser *p, const Loc **loc);
/* After "loc": `(instance)`; `trailing` (an op's or block argument's
 * location) may name an alias defined later in the file. */
MLIR_INTERNAL const Loc *parse_location_body(Parser *p, bool trailing);
MLIR_INTERNAL bool parse_function_type_lists(Parser *p, OperationState *st,
                                             const Type **fn);
MLIR_INTERNAL bool parse_string_literal(Parser *p, StrBuf *out);
MLIR_INTERNAL bool unescape_string(const Token *t, StrBuf *out);
MLIR_INTERNAL bool parse_symbol_name(Parser *p, const Ident **out);
MLIR_INTERNAL const AffineMap *parse_affine_map_body(Parser *p);
MLIR_INTERNAL const IntegerSet *parse_integer_set_body(Parser *p);

/* SSA operands as written (`%x`, `%x#2`), resolved against the scope. */
MLIR_INTERNAL bool parse_ssa_use(Parser *p, UnresolvedUse *u);
MLIR_INTERNAL Value *resolve_ssa_use(Parser *p, const UnresolvedUse *u,
                                     const Type *type);
/* Region parsing with optional entry arguments (name, type, loc). */
typedef struct RegionArg {
  UnresolvedUse name;
  const Type *type;
  const Loc *loc;
  const Attr *attrs; /* argument attribute dictionary, or NULL */
} RegionArg;
MLIR_INTERNAL bool parse_region(Parser *p, Region *r, const RegionArg *args,
                                size_t nargs, bool isolated);
MLIR_INTERNAL bool parse_successor(Parser *p, Block **out);
MLIR_INTERNAL bool parse_operation(Parser *p, Block *into);

/* ------------------------------------------------------------------------ */
/* Printer. */

typedef struct PrintFlags {
  bool generic;
  bool debug_info;
  bool pretty_debug_info;
  bool local_scope;
  bool assume_verified;
  bool skip_regions;
  bool value_users;
  bool unique_ssa_ids;
  bool name_loc_as_prefix;
  int64_t elide_elements_if_larger; /* -1: never */
  int64_t hex_elements_if_larger;   /* -1: upstream's default */
  int64_t elide_resource_if_larger; /* -1: never */
} PrintFlags;

MLIR_INTERNAL void print_flags_default(PrintFlags *f);

/* State one print updates while printing attributes: distinct attributes
 * are numbered in print order, and the dense resources printed are
 * listed for the `{-# ... #-}` section (print_resources.c). */
typedef struct PrintSession {
  Allocator *alloc;
  PtrMap distinct_ids;   /* Attr* -> number + 1 */
  uint64_t next_distinct;
  PtrVec resources;      /* ResourceBlob*, first printed first */
  PtrMap resource_seen;  /* ResourceBlob* -> 1 */
} PrintSession;
MLIR_INTERNAL void print_session_init(PrintSession *s, Allocator *alloc);
MLIR_INTERNAL void print_session_free(PrintSession *s);
/* Appends the resource section of what `s` saw (and the context's external
 * resources), if any, with `--mlir-elide-resource-strings-if-larger`. */
MLIR_INTERNAL void print_resource_section(Context *ctx, const PrintSession *s,
                                          int64_t elide_if_larger, StrBuf *out);

typedef struct NameScope NameScope;

struct Printer {
  Context *ctx;
  StrBuf *out;
  PrintFlags flags;
  unsigned indent;
  /* SSA and block names (see printer.c) */
  PtrMap value_ids;  /* Value* -> id+1, or name ptr tagged */
  PtrMap block_ids;  /* Block* -> id */
  PtrMap result_groups; /* Operation* -> int* (groups) */
  StrMap used_names;
  PtrVec owned;      /* allocations to free with the printer */
  unsigned next_value_id, next_arg_id, next_conflict_id;
  const char *default_dialect; /* stripped from custom op names; NULL: builtin */
  /* aliases (see printer.c): Storage* -> "#name"; definitions printed
   * before the top-level op (alias_order) or after it (deferred) */
  PtrMap aliases;
  PtrVec alias_order, alias_deferred;
  struct AliasCollector *aliases_collect; /* set during the alias pass */
  PrintSession session;
};

/* Prints an operation (custom or generic form per flags) into `out`. */
MLIR_INTERNAL void print_operation(Context *ctx, Operation *op,
                                   const PrintFlags *flags, StrBuf *out);
/* As print_operation, with names numbered from `root` (an ancestor of
 * `op`, or `op` itself) as upstream's AsmState created for it. */
MLIR_INTERNAL void print_operation_scoped(Context *ctx, Operation *op, Operation *root,
                                          const PrintFlags *flags, StrBuf *out);
/* Prints a block as upstream's Block::print: its label line and its
 * operations, names numbered from the outermost op above it. */
MLIR_INTERNAL void print_block_standalone(Context *ctx, Block *b, const PrintFlags *flags,
                                          StrBuf *out);
/* Printing state for types and attributes: thresholds for dense
 * elements and the aliases (`#map1`) that replace aliased storage. */
typedef struct AttrPrinter {
  StrBuf *out;
  int64_t hex, elide;          /* element-count thresholds, -1: never */
  const PtrMap *aliases;       /* Storage* -> alias text, or NULL */
  const Storage *defining;     /* the alias being defined prints in full */
  PrintSession *session;       /* NULL: number distinct attributes from 0 */
} AttrPrinter;
MLIR_INTERNAL void print_affine_expression(const AffineExpr *e, StrBuf *out);
MLIR_INTERNAL void print_affine_map(const AffineMap *m, StrBuf *out);
MLIR_INTERNAL void print_integer_set(const IntegerSet *s, StrBuf *out);
MLIR_INTERNAL void ap_print_type(const AttrPrinter *ap, const Type *t);
MLIR_INTERNAL void ap_print_attr(const AttrPrinter *ap, const Attr *a, bool elide_type);
MLIR_INTERNAL void ap_print_location(const AttrPrinter *ap, const Loc *l);
/* A dialect attribute or type without its `#ns.mnemonic` prefix (upstream's
 * printStrippedAttrOrType); other storage prints in full. */
MLIR_INTERNAL void ap_print_stripped(const AttrPrinter *ap, const Storage *s);
/* Prints `%name` of a value as numbered from `root` (NULL: the naming
 * root above the value). */
MLIR_INTERNAL void print_value_as_operand(Context *ctx, const Value *v, Operation *root,
                                          const PrintFlags *flags, StrBuf *out);
MLIR_INTERNAL void print_type(const Type *t, StrBuf *out);
/* Big integers as little-endian limbs: `width` bits printed in decimal,
 * and decimal or 0x-hex digits read (none when surely wider than
 * `max_bits`: *nlimbs 0; the limbs are allocated from `a`). */
/* AsmParser::parseFloat into `type`'s semantics: `-`? then a float
 * literal or a hex bit pattern; upstream's errors for anything else. */
MLIR_INTERNAL bool parse_float_literal(Parser *p, const Type *type, uint64_t bits[2]);
MLIR_INTERNAL void print_apint(StrBuf *out, const uint64_t *limbs, unsigned width, bool is_signed);
MLIR_INTERNAL bool digits_to_limbs(const char *s, size_t n, unsigned max_bits, uint64_t **out,
                                   unsigned *nlimbs, Allocator *a);
MLIR_INTERNAL void print_attribute(const Attr *a, StrBuf *out);
MLIR_INTERNAL void print_location(const Loc *l, StrBuf *out);
/* `elide_type` drops an attribute's type where context implies it (i64
 * integers, f64 floats); thresholds are element counts, -1 for never. */
MLIR_INTERNAL void print_attribute_ex(const Attr *a, StrBuf *out,
                                      bool elide_type, int64_t hex_threshold,
                                      int64_t elide_threshold);
MLIR_INTERNAL void print_dense_elements(const Attr *a, StrBuf *out,
                                        int64_t hex_threshold,
                                        int64_t elide_threshold);

/* Primitives for op printers (custom syntax). */
MLIR_INTERNAL void pr_type(Printer *pr, const Type *t);
MLIR_INTERNAL void pr_attr(Printer *pr, const Attr *a);
MLIR_INTERNAL void pr_attr_elide_type(Printer *pr, const Attr *a);
MLIR_INTERNAL void pr_stripped(Printer *pr, const Storage *s);
MLIR_INTERNAL void pr_value(Printer *pr, const Value *v);
MLIR_INTERNAL void pr_operands(Printer *pr, const Operation *op, unsigned from,
                               unsigned count);
MLIR_INTERNAL void pr_block_name(Printer *pr, const Block *b);
/* Prints `loc(...)`; `deferrable`: an op's own location (its alias may be
 * defined after the top-level op). */
MLIR_INTERNAL void pr_location(Printer *pr, const Loc *l, bool deferrable);
MLIR_INTERNAL void pr_successor(Printer *pr, const Operation *op, unsigned i,
                                Value *const *operands, unsigned n);
MLIR_INTERNAL void pr_region(Printer *pr, const Region *r, bool entry_args,
                             bool terminators, bool empty_block);
/* Prints ` attributes {...}` or ` {...}` skipping the names in `elided`
 * (NULL-terminated). */
MLIR_INTERNAL void pr_attr_dict(Printer *pr, const Operation *op,
                                const char *const *elided, bool with_keyword);
MLIR_INTERNAL void pr_functional_type(Printer *pr, const Operation *op);
MLIR_INTERNAL void pr_symbol_name(Printer *pr, const Ident *name);
MLIR_INTERNAL void pr_string(Printer *pr, const char *s, size_t n);
MLIR_INTERNAL void pr_newline(Printer *pr);
/* Prints a nested op (custom or generic form, without its results) inline
 * with this printer's names: upstream's printCustomOrGenericOp. */
MLIR_INTERNAL void pr_op(Printer *pr, Operation *op);
static inline void pr_puts(Printer *pr, const char *s) { sb_puts(pr->out, s); }
static inline void pr_putc(Printer *pr, char c) { sb_putc(pr->out, c); }

/* Writes a string literal with upstream's escaping. */
MLIR_INTERNAL void print_escaped_string(StrBuf *out, const char *s, size_t n);
/* True when `s` is a valid bare identifier (printed without quotes). */
MLIR_INTERNAL bool is_bare_identifier(const char *s, size_t n);

/* ------------------------------------------------------------------------ */
/* Parser and printer helpers shared by hand-written op syntax (upstream's
 * OpAsmParser/OpAsmPrinter conveniences): parse_util.c, print_util.c. */

/* A growable list of operands as written. */
typedef struct UseList {
  UnresolvedUse *v;
  size_t n, cap;
} UseList;
/* A growable list of region entry arguments. */
typedef struct ArgList {
  RegionArg *v;
  size_t n, cap;
} ArgList;

MLIR_INTERNAL bool use_list_push(Context *ctx, UseList *l, const UnresolvedUse *u);
MLIR_INTERNAL void use_list_free(Context *ctx, UseList *l);
MLIR_INTERNAL bool arg_list_push(Context *ctx, ArgList *l, const RegionArg *a);
MLIR_INTERNAL void arg_list_free(Context *ctx, ArgList *l);

/* Emits an error at `loc` (e.g. the op name's location, upstream's
 * getNameLoc()) unless one was already reported; returns false. */
MLIR_INTERNAL bool parser_error_loc(Parser *p, const Loc *loc, const char *fmt,
                                    ...) MLIR_PRINTF(3, 4);
/* Emits an error from an op's parser at `at` (NULL: the current token),
 * prefixed "custom op '<name>' " like upstream's OpAsmParser::emitError;
 * returns false. parser_error_loc above is prefixed the same way. */
MLIR_INTERNAL bool parser_op_error(Parser *p, const Token *at, const char *fmt,
                                   ...) MLIR_PRINTF(3, 4);
/* As parser_error_loc, even after an earlier error (upstream reports both
 * when a helper fails and its caller adds context). */
MLIR_INTERNAL bool parser_error_also(Parser *p, const Loc *loc, const char *fmt,
                                     ...) MLIR_PRINTF(3, 4);
/* parseToken: consumes a `k` token or reports `what` where upstream's
 * emitWrongTokenError does: just after the previous token. */
MLIR_INTERNAL bool parser_expect_token(Parser *p, TokKind k, const char *what);
/* "expected location, but found '<attr>'" at `at`, for a location alias
 * naming a non-location attribute. */
MLIR_INTERNAL bool parser_error_not_loc(Parser *p, const Token *at, const Attr *a);
MLIR_INTERNAL bool parser_error_wrong_token(Parser *p, const char *fmt, ...)
    MLIR_PRINTF(2, 3);
/* parseKeyword: consumes `kw` or reports "expected 'kw'" (prefixed). */
MLIR_INTERNAL bool parser_expect_op_keyword(Parser *p, const char *kw);
/* resolveOperands' count check: "number of operands and types do not
 * match: got N operands and M types" at `loc` (prefixed); returns false. */
MLIR_INTERNAL bool operand_type_count_error(Parser *p, const Loc *loc,
                                            size_t nops, size_t ntypes);
/* parseOperandList: `open` is T_LPAREN, T_LSQUARE or T_EOF (no delimiter:
 * a possibly empty list of `%x`); `required` is the expected count or -1. */
MLIR_INTERNAL bool parse_operand_list(Parser *p, TokKind open, int required,
                                      UseList *out);
/* parseArgument: `%name` (no result number) with an optional `loc(...)`;
 * the type is left NULL. */
MLIR_INTERNAL bool parse_argument(Parser *p, RegionArg *out);
/* parseArgumentList with parentheses: `(%a, %b)` (types left NULL). */
MLIR_INTERNAL bool parse_argument_list_paren(Parser *p, ArgList *out);
/* parseOptionalAssignmentList: `(%arg = %value, ...)`; *present is false
 * (and nothing consumed) without a leading `(`. */
MLIR_INTERNAL bool parse_optional_assignment_list(Parser *p, bool *present,
                                                  ArgList *lhs, UseList *rhs);
/* A non-empty comma-separated type list appended to `out` (Type*). */
MLIR_INTERNAL bool parse_comma_type_list(Parser *p, PtrVec *out);
/* parseFunctionResultTypes: `(t, ...)`, `()` or one non-function type. */
MLIR_INTERNAL bool parse_function_result_types(Parser *p, PtrVec *out);
/* parseOptionalArrowTypeList: nothing, or `->` and result types. */
MLIR_INTERNAL bool parse_optional_arrow_type_list(Parser *p, PtrVec *out);
/* parseOptionalInteger into an int64_t (also hex, `-`, and `true`/`false`
 * as the 1-bit values -1/0 sign-extended), with upstream's "integer value
 * too large" outside int64_t; *present false when the next token cannot
 * start an integer. */
MLIR_INTERNAL bool parse_optional_int64(Parser *p, bool *present, int64_t *out);
/* parseInteger: as above, "expected integer value" when absent. */
MLIR_INTERNAL bool parse_int64(Parser *p, int64_t *out);
/* Resolves each use with types[i] (or `one` for all when types is NULL)
 * and appends the values to the state's operands. */
MLIR_INTERNAL bool resolve_operands(Parser *p, const UseList *uses,
                                    const Type *const *types, const Type *one,
                                    OperationState *st);
/* Appends the op `name` (no operands or results; `nregions` regions of one
 * empty block each, as its default builder makes) at `loc` to the last
 * block of `r` unless that block ends in a terminator, creating the block
 * when the region is empty (upstream's ensureTerminator). */
MLIR_INTERNAL bool ensure_terminator(Context *ctx, Region *r, const char *name,
                                     unsigned nregions, const Loc *loc);
/* parseDynamicIndexList: `[%a, 4, %b]` (open T_LSQUARE) or `(...)` (open
 * T_LPAREN) into the uses and a DenseI64ArrayAttr holding the static
 * values, DYNAMIC_SIZE where a value stands. On failure it adds upstream's
 * "expected SSA value or integer" at `name_loc`, the op name. */
MLIR_INTERNAL bool parse_dynamic_index_list(Parser *p, TokKind open,
                                            const Loc *name_loc,
                                            UseList *values,
                                            const Attr **static_values);

/* parseAffineMapOfSSAIds: affine expressions over SSA values (`%i + 1`,
 * `symbol(%n)`), comma-separated inside `open` (T_LSQUARE, T_LPAREN, or
 * T_EOF for none); each new value is the next dim or symbol, and
 * `operands` receives the dims then the symbols (parse_affine.c). */
MLIR_INTERNAL bool parse_affine_map_of_ssa_ids(Parser *p, TokKind open,
                                               UseList *operands,
                                               const AffineMap **map);
/* parseAffineExprOfSSAIds: one such expression; its dims and symbols are
 * appended to `dims` and `syms`. */
MLIR_INTERNAL bool parse_affine_expr_of_ssa_ids(Parser *p, UseList *dims,
                                                UseList *syms,
                                                const AffineExpr **out);

/* Printer helpers. */
/* Types of `n` values, comma-separated. */
MLIR_INTERNAL void pr_value_types(Printer *pr, Value *const *vals, unsigned n);
/* Operand types of op->operands[from, from+count), comma-separated. */
MLIR_INTERNAL void pr_operand_types(Printer *pr, const Operation *op,
                                    unsigned from, unsigned count);
/* Result types of op->results[from, from+count), comma-separated. */
MLIR_INTERNAL void pr_result_types(Printer *pr, const Operation *op,
                                   unsigned from, unsigned count);
/* printOptionalArrowTypeList over the op's results: nothing, or ` -> t`
 * (parenthesized unless a single non-function type). */
MLIR_INTERNAL void pr_optional_arrow_result_types(Printer *pr,
                                                  const Operation *op);
/* printFunctionalType over operands [from, from+count) and all results. */
MLIR_INTERNAL void pr_functional_type_of(Printer *pr, const Operation *op,
                                         unsigned from, unsigned count);
/* printDynamicIndexList: `open` is '[' or '('; `static_values` a
 * DenseI64ArrayAttr whose DYNAMIC_SIZE entries take the next of `values`. */
MLIR_INTERNAL void pr_dynamic_index_list(Printer *pr, char open,
                                         const Attr *static_values,
                                         const OpOperand *values,
                                         unsigned nvalues);
/* Element `i` of a DenseI64ArrayAttr (stored little-endian); 0 when `a` is
 * not one or `i` is out of range. The count is a->aux. */
MLIR_INTERNAL int64_t dense_i64_at(const Attr *a, size_t i);
/* printAttributeWithoutType: the attribute without its trailing
 * ` : type` (typed literals, dense elements). */
MLIR_INTERNAL void pr_attr_without_type(Printer *pr, const Attr *a);
/* Values `vals[0..n)`, comma-separated. */
MLIR_INTERNAL void pr_values(Printer *pr, Value *const *vals, unsigned n);

/* Upstream's SparseElementsAttr::verify: emits at `loc` and returns false
 * on a malformed pair. */
MLIR_INTERNAL bool sparse_verify(Context *ctx, const Loc *loc, const Type *type,
                                 const Attr *indices, const Attr *values);

/* A type's textual form for messages, interned in the context (it lives
 * as long as the context; nothing to free). */
MLIR_INTERNAL const char *type_text(Context *ctx, const Type *t);

/* ---- diagnostics as text (diag_render.c) ---------------------------------------- */

/* Renders "loc: error: msg" plus notes the way mlir-opt's source manager
 * handler prints them (without the source excerpt). */
MLIR_INTERNAL void diag_render(const Diag *d, StrBuf *out);
/* A context's last-resort handler (Context::fallback): prints an error
 * with its location to stderr, as upstream's context does. */
MLIR_INTERNAL int diag_print_unhandled(Diag *d, const DiagHandler *h);

#endif /* MLIRC_ASM_H */
