/* passes.c: the registry of every pass mlirc provides. */
#include "transforms.h"

const PassInfo *const ALL_PASSES[] = {
    &CANONICALIZE_PASS,
    &SCF_TO_CF_PASS,
    &CSE_PASS,
    &INLINE_PASS,
    &PRINT_OP_STATS_PASS,
    &STRIP_DEBUGINFO_PASS,
    &SYMBOL_DCE_PASS,
    &SCCP_PASS,
    &LICM_PASS,
    &CONTROL_FLOW_SINK_PASS,
    &TOPOLOGICAL_SORT_PASS,
    &SYMBOL_PRIVATIZE_PASS,
    &VIEW_OP_GRAPH_PASS,
    &REMOVE_DEAD_VALUES_PASS,
    &ARITH_EXPAND_PASS,
    NULL,
};
