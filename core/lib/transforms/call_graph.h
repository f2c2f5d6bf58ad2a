/* call_graph.h: upstream's CallGraph (a node per callable region, an
 * external caller node with an edge to every top-level callable, an unknown
 * callee node for calls that do not resolve) with its SCC order, and the
 * inliner's CGUseList (symbol uses of discardable callables). */
#ifndef MLIRC_TRANSFORMS_CALL_GRAPH_H
#define MLIRC_TRANSFORMS_CALL_GRAPH_H

#include "../ir/ir.h"

enum CGEdgeKind { CG_ABSTRACT, CG_CALL, CG_CHILD };

typedef struct CGNode CGNode;

typedef struct CGEdge {
  CGNode *target;
  uint8_t kind;
} CGEdge;

struct CGNode {
  Region *region; /* NULL for the external caller and unknown callee nodes */
  CGEdge *edges;  /* in insertion order, no duplicate (target, kind) */
  size_t n_edges, cap_edges;
  unsigned index; /* position in CallGraph.nodes */
};

typedef struct CallGraph {
  Context *ctx;
  CGNode external, unknown;
  CGNode **nodes; /* callable nodes in creation order */
  size_t n_nodes, cap_nodes;
  PtrMap by_region; /* Region* -> CGNode* */
} CallGraph;

/* Builds the graph of the callables and calls nested in `op`. */
MLIR_INTERNAL bool call_graph_build(CallGraph *cg, Operation *op);
MLIR_INTERNAL void call_graph_free(CallGraph *cg);
MLIR_INTERNAL CGNode *call_graph_lookup(const CallGraph *cg, Region *r);
static inline bool cg_node_is_external(const CGNode *n) { return n->region == NULL; }
MLIR_INTERNAL bool cg_node_has_children(const CGNode *n);

/* The callable region of a CallableOpInterface op (NULL: a declaration or
 * not callable). */
MLIR_INTERNAL Region *callable_region(Operation *op);
/* The callee of a CallOpInterface op when it is a symbol reference, else
 * NULL; *is_call tells whether the op is a call at all. */
MLIR_INTERNAL const Attr *call_callee_symbol(const Operation *op, bool *is_call);
/* The node a call resolves to (the unknown node when it does not). */
MLIR_INTERNAL CGNode *call_graph_resolve(CallGraph *cg, Operation *call);

/* The SCCs in upstream's order (llvm::scc_iterator from the external node:
 * callees before callers). `sccs` receives node lists, each NULL-ended. */
MLIR_INTERNAL bool call_graph_sccs(CallGraph *cg, PtrVec *sccs);

/* Symbol uses of discardable callables, as the inliner tracks them. */
typedef struct CGUseList {
  CallGraph *cg;
  PtrMap discardable; /* CGNode* -> use count + 1 (0: not discardable) */
  PtrMap inner;       /* CGNode* -> PtrMap* (referenced node -> count) */
  PtrMap top_level;   /* CGNode* -> PtrMap* (set of nodes used by the op itself) */
} CGUseList;

MLIR_INTERNAL bool cg_uses_init(CGUseList *u, CallGraph *cg, Operation *root);
MLIR_INTERNAL void cg_uses_free(CGUseList *u);
MLIR_INTERNAL void cg_uses_recompute(CGUseList *u, CGNode *node);
MLIR_INTERNAL bool cg_uses_is_dead(const CGUseList *u, const CGNode *node);
MLIR_INTERNAL bool cg_uses_has_one_use_and_discardable(const CGUseList *u, const CGNode *node);
MLIR_INTERNAL void cg_uses_drop_call(CGUseList *u, CGNode *user, Operation *call);
MLIR_INTERNAL void cg_uses_merge_after_inlining(CGUseList *u, CGNode *callee, CGNode *caller);
MLIR_INTERNAL void cg_uses_erase_node(CGUseList *u, CGNode *node);

#endif
