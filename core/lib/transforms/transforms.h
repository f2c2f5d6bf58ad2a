/* transforms.h: the passes' private header: each pass's PassInfo. */
#ifndef MLIRC_TRANSFORMS_H
#define MLIRC_TRANSFORMS_H

#include "../pass/pass.h"
#include "../rewrite/rewrite.h"

MLIR_INTERNAL extern const PassInfo CANONICALIZE_PASS, CSE_PASS, SYMBOL_DCE_PASS,
    STRIP_DEBUGINFO_PASS, PRINT_OP_STATS_PASS, INLINE_PASS, SCF_TO_CF_PASS;

/* Analysis-driven passes (sccp.c, licm.c, control_flow_sink.c, ...). */
MLIR_INTERNAL extern const PassInfo SCCP_PASS, LICM_PASS, CONTROL_FLOW_SINK_PASS, TOPOLOGICAL_SORT_PASS,
    SYMBOL_PRIVATIZE_PASS, VIEW_OP_GRAPH_PASS, REMOVE_DEAD_VALUES_PASS;

/* arith-expand (arith_expand.c). */
MLIR_INTERNAL extern const PassInfo ARITH_EXPAND_PASS;

#endif
