/* asm_state.h: the parser's record of where things are defined and used
 * (upstream's AsmParserState), kept only when a parse asks for it: each
 * op's name and full range, its result groups' definitions and uses, each
 * block's label and successor references, each block argument's
 * definition and uses, each symbol reference (resolved to the symbol op
 * once the IR is complete) and each region's braces. Ranges are byte
 * offsets into the parsed buffer. */
#ifndef MLIRC_ASM_STATE_H
#define MLIRC_ASM_STATE_H

#include "../ir/ir.h"

typedef struct SrcRange {
  uint32_t start, end; /* [start, end) */
} SrcRange;

typedef struct RangeVec {
  SrcRange *v;
  size_t n, cap;
} RangeVec;

/* A definition and its uses; `defined` is false for a block without a
 * label (an entry block) whose range is empty. */
typedef struct AsmDef {
  SrcRange loc;
  bool defined;
  RangeVec uses;
} AsmDef;

typedef struct AsmResultGroup {
  uint32_t start_index; /* the group's first result number */
  AsmDef def;
} AsmResultGroup;

typedef struct AsmOpDef {
  Operation *op;
  SrcRange loc;   /* the op name */
  SrcRange scope; /* the whole op, from its results to its location */
  AsmResultGroup *groups;
  uint32_t ngroups;
  RangeVec sym_uses; /* references to the symbol this op defines */
} AsmOpDef;

typedef struct AsmBlockDef {
  Block *block;
  AsmDef def;
  AsmDef *args;
  size_t nargs, cap_args;
} AsmBlockDef;

typedef struct AsmState AsmState;

/* ---- recording (called by the parser when Parser.state is set) ---------- */

MLIR_INTERNAL AsmState *asm_state_create(Context *ctx, const char *buf, size_t len);
MLIR_INTERNAL void asm_state_destroy(AsmState *st);
MLIR_INTERNAL void asm_state_add_op(AsmState *st, Operation *op, SrcRange name, SrcRange scope,
                                    const SrcRange *groups, const uint32_t *group_starts,
                                    size_t ngroups);
MLIR_INTERNAL void asm_state_add_block(AsmState *st, Block *b, SrcRange label);
MLIR_INTERNAL void asm_state_add_block_use(AsmState *st, Block *b, SrcRange use);
MLIR_INTERNAL void asm_state_add_arg(AsmState *st, Block *b, uint32_t index, SrcRange def);
/* A use of `v`, possibly a forward-reference placeholder. */
MLIR_INTERNAL void asm_state_add_value_use(AsmState *st, Value *v, SrcRange use);
/* A placeholder was replaced by its definition. */
MLIR_INTERNAL void asm_state_forward(AsmState *st, Value *placeholder, Value *v);
/* A symbol reference; `levels` are the ranges of its @names, outermost
 * first. */
MLIR_INTERNAL void asm_state_add_symbol_use(AsmState *st, const Attr *ref, const SrcRange *levels,
                                            size_t nlevels);
MLIR_INTERNAL void asm_state_add_region(AsmState *st, SrcRange braces);
/* Attaches value uses to their definitions; called before the parser
 * frees its placeholders. */
MLIR_INTERNAL void asm_state_finish_values(AsmState *st);
/* Attaches symbol references to the ops they name, resolved in the
 * finished IR (the top level must sit in a symbol table op). */
MLIR_INTERNAL void asm_state_finish_symbols(AsmState *st);
/* True when recording ran out of memory (the record is then partial). */
MLIR_INTERNAL bool asm_state_failed(const AsmState *st);

/* ---- queries ------------------------------------------------------------ */

MLIR_INTERNAL const char *asm_state_text(const AsmState *st, size_t *len);
MLIR_INTERNAL size_t asm_state_num_ops(const AsmState *st);
MLIR_INTERNAL const AsmOpDef *asm_state_op(const AsmState *st, size_t i);
MLIR_INTERNAL const AsmOpDef *asm_state_op_def(const AsmState *st, const Operation *op);
MLIR_INTERNAL size_t asm_state_num_blocks(const AsmState *st);
MLIR_INTERNAL const AsmBlockDef *asm_state_block(const AsmState *st, size_t i);
MLIR_INTERNAL const AsmBlockDef *asm_state_block_def(const AsmState *st, const Block *b);
MLIR_INTERNAL size_t asm_state_num_regions(const AsmState *st);
MLIR_INTERNAL SrcRange asm_state_region(const AsmState *st, size_t i);

/* Upstream's containment test: inclusive of the end. */
static inline bool src_range_contains(SrcRange r, uint32_t pos) {
  return r.start <= pos && pos <= r.end;
}
/* The definition or use of `d` containing `pos` (NULL: none). */
MLIR_INTERNAL const SrcRange *asm_def_find(const AsmDef *d, uint32_t pos);

/* Line/character (0-based, characters in UTF-16 code units as LSP counts
 * them) to and from byte offsets of the recorded text. */
MLIR_INTERNAL bool asm_state_offset(const AsmState *st, uint32_t line, uint32_t character,
                                    uint32_t *offset);
MLIR_INTERNAL void asm_state_position(const AsmState *st, uint32_t offset, uint32_t *line,
                                      uint32_t *character);

#endif /* MLIRC_ASM_STATE_H */
