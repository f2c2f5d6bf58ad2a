/* interfaces.h: the op interfaces that analyses and transforms query, as C
 * hooks keyed by op name: region control flow (upstream's
 * RegionBranchOpInterface and RegionBranchTerminatorOpInterface), branches
 * (BranchOpInterface), calls (CallOpInterface, CallableOpInterface), loops
 * (LoopLikeOpInterface) and speculation (ConditionallySpeculatable). The
 * generic queries and upstream's defaults live in control_flow.c and
 * speculation.c; each dialect's entries in <dialect>_interfaces.c.
 * Dialects fill each op's hooks into its op record. Depends on ods/ and
 * ir/. */
#ifndef MLIRC_INTERFACES_H
#define MLIRC_INTERFACES_H

#include "../ods/ods.h"
#include "../ir/rewriter.h"

/* Where control goes next in region control flow: the entry block of a
 * region of the op, or back to the op itself (its results). The successor
 * inputs are the values that receive the forwarded operands: entry block
 * arguments [first, first+count) of `region`, or results of the op. */
typedef struct RegionSuccessor {
  Region *region; /* NULL: the parent op */
  unsigned first, count;
} RegionSuccessor;

/* A range of an op's operands [first, first+count). For branch successor
 * operands, the first `produced` block arguments are produced by the
 * terminator itself and have no operand. */
typedef struct OperandSlice {
  unsigned first, count, produced;
} OperandSlice;

/* How many times a region may run per execution of its op (upstream's
 * InvocationBounds); ub < 0 means unknown. */
typedef struct InvocationBounds {
  int lb, ub;
} InvocationBounds;

enum Speculatability { SPEC_NOT, SPEC_YES, SPEC_RECURSIVE };

/* The hooks of one op, as dialects write them in tables (matched by name
 * into the op record when the dialect loads); NULL means the op does not
 * implement that part
 * (or keeps upstream's default). `out` arrays of successors hold at most
 * num_regions + 1 entries. `consts[i]` is operand i's constant or NULL. */
struct OpInterfaceHooks {
  const char *name;
  /* RegionBranchOpInterface: successors from the op itself when operands
   * are (partly) constant (getEntrySuccessorRegions; NULL: all of
   * `successors(op, -1)`), successors from a region (-1: from the op), the
   * operands forwarded to a successor on entry (default: none), and the
   * invocation bounds of each region (default: unknown). */
  unsigned (*entry_successors)(Operation *op, const Attr *const *consts, RegionSuccessor *out);
  unsigned (*successors)(Operation *op, int from_region, RegionSuccessor *out);
  OperandSlice (*entry_operands)(Operation *op, const RegionSuccessor *to);
  void (*invocation_bounds)(Operation *op, const Attr *const *consts, InvocationBounds *out);
  /* RegionBranchTerminatorOpInterface: forwarded operands (default: all,
   * as ReturnLike) and successors given constant operands (default: the
   * parent's successors from the terminator's region). */
  OperandSlice (*terminator_operands)(Operation *op, const RegionSuccessor *to);
  unsigned (*terminator_successors)(Operation *op, const Attr *const *consts, RegionSuccessor *out);
  /* BranchOpInterface: the operands passed to successor `i`, and the one
   * successor taken for the constant operands (NULL: unknown). */
  OperandSlice (*successor_operands)(Operation *op, unsigned i);
  Block *(*successor_for_operands)(Operation *op, const Attr *const *consts);
  /* LoopLikeOpInterface: the loop's regions. */
  unsigned (*loop_regions)(Operation *op, Region **out);
  /* ConditionallySpeculatable, when not decided by ODS traits. */
  int (*speculatability)(Operation *op);
  /* MemoryEffectOpInterface::getEffects where upstream computes it in
   * C++: the ME_* kinds of the op's own effects, ME_KNOWN included (NULL:
   * as ODS declares them). */
  unsigned (*memory_effects)(const Operation *op);
  /* CallOpInterface: the callee (a symbol reference or a value) and the
   * argument operands; CallableOpInterface: the body (NULL: external). */
  const Attr *(*callee_symbol)(Operation *op);
  Value *(*callee_value)(Operation *op);
  OperandSlice (*call_args)(Operation *op);
  Region *(*callable_body)(Operation *op);
};
typedef struct OpInterfaceHooks OpInterfaceHooks;

/* The hooks of an op, or NULL (unregistered ops, ops without entries). */
MLIR_INTERNAL const OpInterfaceHooks *iface_hooks(const Operation *op);

/* ---- region control flow (control_flow.c) ---------------------------------- */

MLIR_INTERNAL bool iface_is_region_branch(const Operation *op);
MLIR_INTERNAL unsigned iface_entry_successors(Operation *op, const Attr *const *consts,
                                                      RegionSuccessor *out);
MLIR_INTERNAL unsigned iface_region_successors(Operation *op, int from_region, RegionSuccessor *out);
MLIR_INTERNAL OperandSlice iface_entry_operands(Operation *op, const RegionSuccessor *to);
/* Bounds for every region of the op (out has num_regions entries). */
MLIR_INTERNAL void iface_invocation_bounds(Operation *op, const Attr *const *consts,
                                                   InvocationBounds *out);
/* The successor inputs of a region successor as values (block arguments
 * or results of `op`); NULL past the end. */
MLIR_INTERNAL Value *iface_successor_input(Operation *op, const RegionSuccessor *s, unsigned i);

/* Implements RegionBranchTerminatorOpInterface (ReturnLike ops do). */
MLIR_INTERNAL bool iface_is_region_terminator(const Operation *op);
MLIR_INTERNAL OperandSlice iface_terminator_operands(Operation *term, const RegionSuccessor *to);
MLIR_INTERNAL unsigned iface_terminator_successors(Operation *term, const Attr *const *consts,
                                                    RegionSuccessor *out);

/* ---- branches, calls, loops ------------------------------------------------- */

MLIR_INTERNAL bool iface_is_branch(const Operation *op);
MLIR_INTERNAL OperandSlice iface_branch_operands(Operation *op, unsigned i);
MLIR_INTERNAL Block *iface_branch_successor_for(Operation *op, const Attr *const *consts);

MLIR_INTERNAL bool iface_is_call(const Operation *op);
MLIR_INTERNAL bool iface_is_callable(const Operation *op);
/* The op a call refers to: the symbol it names (resolved from the nearest
 * symbol table) or the op defining its callee value; NULL if unresolved. */
MLIR_INTERNAL Operation *iface_call_resolve(Operation *call);
MLIR_INTERNAL OperandSlice iface_call_args(Operation *call);
MLIR_INTERNAL Region *iface_callable_body(Operation *callable);

MLIR_INTERNAL bool iface_is_loop_like(const Operation *op);
/* Fills at most op->num_regions regions; returns how many. */
MLIR_INTERNAL unsigned iface_loop_regions(Operation *op, Region **out);

/* ---- functions (function_interfaces.c) ----------------------------------------- */

/* A FunctionOpInterface op with a `function_type` (func.func). */
MLIR_INTERNAL bool iface_is_function(const Operation *op);
/* eraseArguments / eraseResults: drops the marked entries (`erase` has one
 * flag per argument or result) from the type, the entry block and the
 * attribute dictionaries; erased arguments must have no uses. */
MLIR_INTERNAL bool iface_function_erase_args(Operation *op, const bool *erase);
MLIR_INTERNAL bool iface_function_erase_results(Operation *op, const bool *erase);

/* ---- speculation (speculation.c) -------------------------------------------- */

/* Upstream's isSpeculatable: the op (and, when recursively speculatable,
 * every op nested in it) may run even where it would not have. */
MLIR_INTERNAL bool iface_is_speculatable(Operation *op);
/* The speculatability of memref.dim and tensor.dim: speculatable when the
 * index is a constant within the rank of a ranked source. */
MLIR_INTERNAL int iface_dim_speculatability(Operation *op);

/* ---- helpers for the dialect tables ---------------------------------------------- */

/* The integer value of a constant attribute (IntegerAttr), if any. */
MLIR_INTERNAL bool iface_const_int(const Attr *a, int64_t *out);
/* The constant integer a value is defined by (arith/index constants). */
MLIR_INTERNAL bool iface_value_const_int(const Value *v, int64_t *out);
MLIR_INTERNAL OperandSlice iface_operand_group(const Operation *op, unsigned group);
static inline OperandSlice slice_of(unsigned first, unsigned count) {
  OperandSlice s = {first, count, 0};
  return s;
}
static inline RegionSuccessor to_region(Region *r, unsigned first, unsigned count) {
  RegionSuccessor s = {r, first, count};
  return s;
}
static inline RegionSuccessor to_parent(unsigned first, unsigned count) {
  RegionSuccessor s = {NULL, first, count};
  return s;
}
/* The whole entry block argument list / result list as inputs. */
MLIR_INTERNAL RegionSuccessor iface_to_region_args(Region *r, unsigned from);
MLIR_INTERNAL RegionSuccessor iface_to_results(const Operation *op);

/* ---- side effects ------------------------------------------------------------- */

/* The ME_* kinds of the op's own effects: computed by its interface hook,
 * else declared by ODS (ME_KNOWN when they are all of them). */
MLIR_INTERNAL unsigned op_memory_effects(const Operation *op);
/* The op (and, with recursive effects, everything in it) has no memory
 * effects: upstream's isMemoryEffectFree. */
MLIR_INTERNAL bool op_is_memory_effect_free(const Operation *op);
/* The op's only effects are reads. */
MLIR_INTERNAL bool op_only_reads(const Operation *op);
/* Unused results, not a terminator, no effects (wouldOpBeTriviallyDead). */
MLIR_INTERNAL bool op_would_be_trivially_dead(const Operation *op);
MLIR_INTERNAL bool op_is_trivially_dead(const Operation *op);

/* ---- constants --------------------------------------------------------------- */

/* The value of a ConstantLike op (its `value` attribute), or NULL. */
MLIR_INTERNAL const Attr *op_constant_value(const Operation *op);
/* The constant a value is defined by, or NULL. */
MLIR_INTERNAL const Attr *value_constant(const Value *v);

/* ---- branches (branch.c): the branch ops' successor operands, edited ---------------------------------------------------------------- */

/* The operands of the ODS group `name` (false when the op has none). */
MLIR_INTERNAL bool ods_operands(const Operation *op, const char *name, unsigned *start, unsigned *count);
/* The op implements BranchOpInterface (cf.br, cf.cond_br, cf.switch). */
MLIR_INTERNAL bool op_is_branch(const Operation *op);
/* The operands forwarded to successor `succ`. */
MLIR_INTERNAL bool branch_succ_operands(const Operation *op, unsigned succ, unsigned *start, unsigned *count);
/* The successor block argument an operand feeds, or NULL. */
MLIR_INTERNAL Value *branch_succ_block_arg(const Operation *op, unsigned operand_index);
MLIR_INTERNAL void op_erase_operand(Operation *op, unsigned i);
MLIR_INTERNAL void branch_erase_succ_operand(Operation *op, unsigned succ, unsigned idx);
MLIR_INTERNAL void branch_append_succ_operands(Operation *op, unsigned succ, unsigned n, Value *const *vals);

#endif /* MLIRC_INTERFACES_H */
