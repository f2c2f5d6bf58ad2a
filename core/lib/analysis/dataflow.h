/* dataflow.h: the analysis subsystem's private header: a data-flow solver
 * in the shape of upstream's DataFlowSolver (mlir/Analysis/DataFlow): analyses
 * keep states anchored on IR (values, blocks, points after ops, CFG edges),
 * a state that changes re-queues the (point, analysis) pairs that read it,
 * and the solver runs the queue to a fixpoint. On top of it: dead code
 * analysis (executable blocks and edges, predecessors of region and call
 * control flow), the sparse forward analysis over values, and sparse
 * constant propagation. Depends on interfaces/, rewrite/ and ir/. */
#ifndef MLIRC_DATAFLOW_H
#define MLIRC_DATAFLOW_H

#include "../interfaces/interfaces.h"
#include "../rewrite/rewrite.h"

/* A program point: after an op (the op's own pointer) or the start of a
 * block (the block's pointer with the low bit set). */
typedef uintptr_t DFPoint;
static inline DFPoint df_after(const Operation *op) { return (uintptr_t)op; }
static inline DFPoint df_block_start(const Block *b) { return (uintptr_t)b | 1; }
static inline bool df_is_block_start(DFPoint p) { return (p & 1) != 0; }
static inline Block *df_point_block(DFPoint p) { return (Block *)(p & ~(uintptr_t)3); }
static inline Operation *df_point_op(DFPoint p) { return (Operation *)p; }

/* A CFG edge, interned by the solver (anchors of edge liveness). */
typedef struct DFEdge {
  Block *from, *to;
  struct DFEdge *next;
} DFEdge;
/* Edge anchors carry tag 2 so they never equal a program point. */
static inline uintptr_t df_edge_anchor(const DFEdge *e) { return (uintptr_t)e | 2; }
static inline bool df_anchor_is_edge(uintptr_t a) { return (a & 3) == 2; }
static inline DFEdge *df_anchor_edge(uintptr_t a) { return (DFEdge *)(a & ~(uintptr_t)3); }

typedef struct DFSolver DFSolver;
typedef struct DFAnalysis DFAnalysis;
typedef struct DFState DFState;

/* A kind of state: its size and what, beyond re-queueing its dependents,
 * a change notifies (upstream's AnalysisState::onUpdate overrides). */
typedef struct DFStateClass {
  const char *name;
  size_t size;
  void (*on_update)(DFSolver *s, DFState *st);
  void (*destroy)(DFSolver *s, DFState *st); /* frees owned vectors */
} DFStateClass;

typedef struct DFDep {
  DFPoint point;
  DFAnalysis *analysis;
} DFDep;

struct DFState {
  const DFStateClass *cls;
  uintptr_t anchor;
  DFDep *deps; /* (point, analysis) pairs re-queued on change, unique */
  size_t ndeps, cap_deps;
  PtrVec subscribers; /* analyses subscribed to block content / uses */
};

typedef struct DFAnalysisClass {
  const char *name;
  bool (*initialize)(DFAnalysis *a, Operation *top);
  bool (*visit)(DFAnalysis *a, DFPoint p);
} DFAnalysisClass;

struct DFAnalysis {
  const DFAnalysisClass *cls;
  DFSolver *solver;
};

enum { DF_MAX_ANALYSES = 8, DF_MAX_STATE_CLASSES = 8 };

struct DFSolver {
  Context *ctx;
  bool interprocedural; /* calls propagate into and out of callees */
  DFAnalysis *analyses[DF_MAX_ANALYSES];
  unsigned nanalyses;
  struct {
    const DFStateClass *cls;
    PtrMap map; /* anchor -> DFState* */
  } tables[DF_MAX_STATE_CLASSES];
  unsigned ntables;
  PtrVec states; /* every state, for destruction */
  DFDep *queue;  /* FIFO ring of pending visits */
  size_t head, len, cap;
  PtrMap edges; /* from block -> DFEdge chain */
  PtrVec edge_storage;
  struct DFDepSet *depset; /* (state, point, analysis) triples already recorded */
};

MLIR_INTERNAL void df_solver_init(DFSolver *s, Context *ctx);
MLIR_INTERNAL void df_solver_free(DFSolver *s);
/* Adds an analysis (owned by the caller, alive until the solver is freed). */
MLIR_INTERNAL bool df_solver_load(DFSolver *s, DFAnalysis *a);
/* Initializes every analysis on `top` in load order, then visits queued
 * points until nothing changes; false if an analysis failed. */
MLIR_INTERNAL bool df_solver_run(DFSolver *s, Operation *top);

/* The state of a class at an anchor, created on first use (NULL only when
 * out of memory), or looked up without creating. */
MLIR_INTERNAL DFState *df_get(DFSolver *s, const DFStateClass *cls, uintptr_t anchor);
MLIR_INTERNAL DFState *df_lookup(DFSolver *s, const DFStateClass *cls, uintptr_t anchor);
/* Re-queues (point, a) whenever `st` changes (upstream's addDependency). */
MLIR_INTERNAL void df_depend(DFSolver *s, DFState *st, DFPoint point, DFAnalysis *a);
MLIR_INTERNAL void df_subscribe(DFSolver *s, DFState *st, DFAnalysis *a);
/* After `changed` is true: re-queues the dependents and notifies. */
MLIR_INTERNAL void df_propagate(DFSolver *s, DFState *st, bool changed);
MLIR_INTERNAL void df_enqueue(DFSolver *s, DFPoint point, DFAnalysis *a);
MLIR_INTERNAL DFEdge *df_edge(DFSolver *s, Block *from, Block *to);

/* ---- dead code analysis (dead_code.c) --------------------------------------- */

/* Liveness of a block (anchor: its start point), of a CFG edge, or of the
 * point after a region branch op. */
typedef struct DFExecutable {
  DFState base;
  bool live;
} DFExecutable;

/* The known predecessors of a point in region or call control flow (region
 * entry blocks, points after region branch ops and calls, callables), and
 * for each the successor inputs it feeds (as a RegionSuccessor's range). */
typedef struct DFPredecessors {
  DFState base;
  bool unknown; /* some predecessors may not be known */
  PtrVec known;            /* Operation*, in join order */
  RegionSuccessor *inputs; /* parallel to known; region unused */
  size_t cap_inputs;
} DFPredecessors;

MLIR_INTERNAL extern const DFStateClass DF_EXECUTABLE, DF_PREDECESSORS;

typedef struct DeadCodeAnalysis {
  DFAnalysis base;
  Operation *scope;
} DeadCodeAnalysis;

MLIR_INTERNAL void dead_code_analysis_init(DeadCodeAnalysis *a);
MLIR_INTERNAL bool df_block_live(DFSolver *s, Block *b);
MLIR_INTERNAL DFExecutable *df_executable(DFSolver *s, uintptr_t anchor);
MLIR_INTERNAL DFPredecessors *df_predecessors(DFSolver *s, DFPoint point);
/* The successor inputs recorded for predecessor `op` (count 0 if none). */
MLIR_INTERNAL RegionSuccessor df_predecessor_inputs(const DFPredecessors *p, const Operation *op);

/* ---- constant lattice (constant_propagation.c) --------------------------------- */

enum { CV_UNINITIALIZED, CV_CONSTANT, CV_UNKNOWN };

/* Upstream's Lattice<ConstantValue>: uninitialized, a constant with the
 * dialect that can materialize it, or unknown (overdefined). `origin` is
 * the name of an op of that dialect, to materialize through. */
typedef struct DFConstant {
  DFState base;
  uint8_t kind;
  const Attr *value;
  const OpName *origin;
} DFConstant;

MLIR_INTERNAL extern const DFStateClass DF_CONSTANT;
MLIR_INTERNAL DFConstant *df_constant(DFSolver *s, const Value *v);

/* ---- sparse forward analysis (sparse_forward.c) -------------------------------- */

typedef struct SparseForward SparseForward;

/* What a lattice contributes to the generic sparse forward analysis. */
typedef struct SparseForwardHooks {
  const DFStateClass *lattice;
  /* Joins rhs into lhs; true when lhs changed. */
  bool (*join)(DFState *lhs, const DFState *rhs);
  /* Moves the lattice to its pessimistic entry state; true on change. */
  bool (*set_to_entry)(DFState *lat);
  /* The transfer function of an op without region control flow. */
  void (*visit_op)(SparseForward *a, Operation *op, DFState **operands, DFState **results);
} SparseForwardHooks;

struct SparseForward {
  DFAnalysis base;
  const SparseForwardHooks *hooks;
};

MLIR_INTERNAL void sparse_forward_init(SparseForward *a, const SparseForwardHooks *hooks);
MLIR_INTERNAL DFState *sparse_lattice(SparseForward *a, const Value *v);
MLIR_INTERNAL void sparse_join(SparseForward *a, DFState *lhs, const DFState *rhs);
MLIR_INTERNAL void sparse_set_to_entry(SparseForward *a, DFState *lat);
/* The on_update of sparse lattices: re-queue the users of the value for the
 * analyses subscribed to its uses. */
MLIR_INTERNAL void sparse_lattice_on_update(DFSolver *s, DFState *st);

/* Sparse constant propagation (upstream's SparseConstantPropagation). */
MLIR_INTERNAL void constant_propagation_init(SparseForward *a);

/* ---- sparse backward analysis (sparse_backward.c) ------------------------------- */

typedef struct SparseBackward SparseBackward;

/* What a lattice contributes to the generic sparse backward analysis
 * (upstream's AbstractSparseBackwardDataFlowAnalysis). */
typedef struct SparseBackwardHooks {
  const DFStateClass *lattice;
  /* Meets rhs into lhs; true when lhs changed. */
  bool (*meet)(DFState *lhs, const DFState *rhs);
  /* Moves the lattice to its exit state (values escaping); true on change. */
  bool (*set_to_exit)(DFState *lat);
  /* The transfer function of an ordinary op: results flow back into
   * operands. */
  void (*visit_op)(SparseBackward *a, Operation *op, DFState **operands, unsigned nops, DFState **results,
                   unsigned nres);
  /* A non-forwarded operand of a branch, region branch op or region
   * terminator (a condition, loop bounds). */
  void (*visit_branch_operand)(SparseBackward *a, OpOperand *operand);
  /* A call operand not forwarded to the callee. */
  void (*visit_call_operand)(SparseBackward *a, OpOperand *operand);
  /* Entry block arguments of a region successor that receive no forwarded
   * operand (induction variables). */
  void (*visit_non_control_flow_args)(SparseBackward *a, Region *region, Value *const *args, unsigned n);
} SparseBackwardHooks;

struct SparseBackward {
  DFAnalysis base;
  const SparseBackwardHooks *hooks;
};

MLIR_INTERNAL void sparse_backward_init(SparseBackward *a, const SparseBackwardHooks *hooks);
MLIR_INTERNAL DFState *sparse_backward_lattice(SparseBackward *a, const Value *v);
/* The lattice of `v`, re-running the op before `point` when it changes. */
MLIR_INTERNAL DFState *sparse_backward_lattice_for(SparseBackward *a, DFPoint point, const Value *v);
MLIR_INTERNAL void sparse_meet(SparseBackward *a, DFState *lhs, const DFState *rhs);
MLIR_INTERNAL void sparse_set_to_exit(SparseBackward *a, DFState *lat);

/* ---- liveness (liveness.c) ---------------------------------------------------------- */

/* Upstream's Liveness lattice: a value is live when it has memory effects,
 * escapes through a public function or an unknown op, or is used to
 * compute a live value. */
typedef struct DFLiveness {
  DFState base;
  bool live;
} DFLiveness;

MLIR_INTERNAL extern const DFStateClass DF_LIVENESS;
MLIR_INTERNAL void liveness_analysis_init(SparseBackward *a);

/* Upstream's RunLivenessAnalysis: dead code analysis, constant propagation
 * and liveness over `top`; afterwards every value of `top` has a liveness
 * state (values in dead code are not live). */
typedef struct LivenessRun {
  DFSolver solver;
  DeadCodeAnalysis dca;
  SparseForward constants;
  SparseBackward liveness;
} LivenessRun;

MLIR_INTERNAL bool liveness_run(LivenessRun *run, Operation *top);
MLIR_INTERNAL void liveness_run_free(LivenessRun *run);
/* The liveness of a value, or NULL when it has none (new values). */
MLIR_INTERNAL const DFLiveness *liveness_of(LivenessRun *run, const Value *v);

#endif /* MLIRC_DATAFLOW_H */
