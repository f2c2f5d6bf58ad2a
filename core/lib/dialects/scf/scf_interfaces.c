/* scf_interfaces.c: region control flow, loop and speculation hooks of the
 * scf ops (upstream's SCF.cpp interface methods): where each op's regions
 * and terminators send control, which operands they forward, and when the
 * ops may be speculated. */
#include "../dialects.h"
#include "../../interfaces/interfaces.h"

static bool const_bool(const Attr *a, bool *out) {
  if (!a || a->kind != AK_INTEGER) return false;
  const Type *t = attr_get_type(a);
  if (!t || t->kind != TK_INTEGER || type_int_width(t) != 1) return false;
  *out = (a->p[1] & 1) != 0;
  return true;
}

static const Attr *const_at(const Attr *const *consts, unsigned i) { return consts ? consts[i] : NULL; }

/* ---- scf.for: the body may run zero or more times after the op or itself,
 * receiving the iteration arguments (not the induction variable). --------- */

static unsigned for_successors(Operation *op, int from, RegionSuccessor *out) {
  out[0] = iface_to_region_args(&op->regions[0], 1);
  out[1] = iface_to_results(op);
  return 2;
}

static OperandSlice for_entry_operands(Operation *op, const RegionSuccessor *to) {
  return iface_operand_group(op, 3);
}

static unsigned single_loop_region(Operation *op, Region **out) {
  out[0] = &op->regions[0];
  return 1;
}

/* A loop with a step of exactly 1 terminates whatever its bounds. */
static int for_speculatability(Operation *op) {
  int64_t step;
  OperandSlice s = iface_operand_group(op, 2);
  if (s.count == 1 && iface_value_const_int(op->operands[s.first].value, &step) && step == 1)
    return SPEC_RECURSIVE;
  return SPEC_NOT;
}

/* ---- scf.if ------------------------------------------------------------------------ */

static unsigned if_successors(Operation *op, int from, RegionSuccessor *out) {
  if (from >= 0) {
    out[0] = iface_to_results(op);
    return 1;
  }
  out[0] = to_region(&op->regions[0], 0, 0);
  Region *else_region = &op->regions[1];
  out[1] = else_region->first ? to_region(else_region, 0, 0) : to_parent(0, 0);
  return 2;
}

static unsigned if_entry_successors(Operation *op, const Attr *const *consts, RegionSuccessor *out) {
  bool known, cond = false;
  known = const_bool(const_at(consts, 0), &cond);
  unsigned n = 0;
  if (!known || cond) out[n++] = to_region(&op->regions[0], 0, 0);
  if (!known || !cond) out[n++] = op->regions[1].first ? to_region(&op->regions[1], 0, 0) : iface_to_results(op);
  return n;
}

static void if_invocation_bounds(Operation *op, const Attr *const *consts, InvocationBounds *out) {
  bool cond;
  if (const_bool(const_at(consts, 0), &cond)) {
    out[0] = (InvocationBounds){0, cond ? 1 : 0};
    out[1] = (InvocationBounds){0, cond ? 0 : 1};
  } else {
    out[0] = out[1] = (InvocationBounds){0, 1};
  }
}

static int recursively_speculatable(Operation *op) { return SPEC_RECURSIVE; }

/* ---- scf.while: before -> (after | results), after -> before. ---------------------- */

static unsigned while_successors(Operation *op, int from, RegionSuccessor *out) {
  Region *before = &op->regions[0], *after = &op->regions[1];
  if (from < 0 || from == 1) {
    out[0] = iface_to_region_args(before, 0);
    return 1;
  }
  out[0] = iface_to_results(op);
  out[1] = iface_to_region_args(after, 0);
  return 2;
}

static OperandSlice all_operands(Operation *op, const RegionSuccessor *to) {
  return slice_of(0, op->num_operands);
}

static unsigned while_loop_regions(Operation *op, Region **out) {
  out[0] = &op->regions[0];
  out[1] = &op->regions[1];
  return 2;
}

/* scf.condition forwards all but the condition; a constant condition picks
 * the after region (true) or the results (false). */
static OperandSlice condition_operands(Operation *op, const RegionSuccessor *to) {
  return op->num_operands ? slice_of(1, op->num_operands - 1) : slice_of(0, 0);
}

static unsigned condition_successors(Operation *op, const Attr *const *consts, RegionSuccessor *out) {
  Operation *loop = op_parent_op(op);
  if (!loop || loop->num_regions < 2) return 0;
  bool cond = false, known = const_bool(const_at(consts, 0), &cond);
  unsigned n = 0;
  if (!known || cond) out[n++] = iface_to_region_args(&loop->regions[1], 0);
  if (!known || !cond) out[n++] = iface_to_results(loop);
  return n;
}

/* ---- single-entry ops: the region runs once, then the results. ---------------------- */

static unsigned once_successors(Operation *op, int from, RegionSuccessor *out) {
  out[0] = from < 0 ? to_region(&op->regions[0], 0, 0) : iface_to_results(op);
  return 1;
}

/* ---- scf.index_switch: region 0 is the default, then one per case. -------------------- */

static unsigned switch_successors(Operation *op, int from, RegionSuccessor *out) {
  if (from >= 0) {
    out[0] = iface_to_results(op);
    return 1;
  }
  for (uint32_t i = 0; i < op->num_regions; i++) out[i] = to_region(&op->regions[i], 0, 0);
  return op->num_regions;
}

/* The region taken for a constant selector: its case's, or the default. */
static bool switch_live_region(Operation *op, const Attr *const *consts, unsigned *region) {
  int64_t v;
  if (!iface_const_int(const_at(consts, 0), &v)) return false;
  const Attr *cases = op_get_attr(op, "cases", 5);
  *region = 0;
  if (cases && cases->kind == AK_DENSE_ARRAY) {
    const Ident *blob = WORD_PTR(const Ident, cases->p[1]);
    for (uint32_t i = 0; i < cases->aux && (size_t)(i + 1) * 8 <= blob->len; i++) {
      int64_t c;
      memcpy(&c, blob->str + (size_t)i * 8, 8);
      if (c == v && i + 1 < op->num_regions) {
        *region = i + 1;
        break;
      }
    }
  }
  return true;
}

static unsigned switch_entry_successors(Operation *op, const Attr *const *consts, RegionSuccessor *out) {
  unsigned live;
  if (!switch_live_region(op, consts, &live)) return switch_successors(op, -1, out);
  out[0] = to_region(&op->regions[live], 0, 0);
  return 1;
}

static void switch_invocation_bounds(Operation *op, const Attr *const *consts, InvocationBounds *out) {
  unsigned live;
  bool known = switch_live_region(op, consts, &live);
  for (uint32_t i = 0; i < op->num_regions; i++) out[i] = (InvocationBounds){0, !known || i == live ? 1 : 0};
}

/* ---- parallel loops: the body runs any number of times; nothing is forwarded. ----------- */

static unsigned parallel_successors(Operation *op, int from, RegionSuccessor *out) {
  out[0] = to_region(&op->regions[0], 0, 0);
  out[1] = to_parent(0, 0);
  return 2;
}

/* scf.forall's body runs on many threads but never branches back into itself. */
static unsigned forall_successors(Operation *op, int from, RegionSuccessor *out) {
  out[0] = from < 0 ? to_region(&op->regions[0], 0, 0) : to_parent(0, 0);
  return 1;
}

/* scf.reduce passes its operands to the reductions, not to a successor. */
static OperandSlice no_operands(Operation *op, const RegionSuccessor *to) { return slice_of(0, 0); }

const OpInterfaceHooks SCF_INTERFACES[] = {
    {.name = "scf.condition", .terminator_operands = condition_operands,
     .terminator_successors = condition_successors},
    {.name = "scf.execute_region", .successors = once_successors},
    {.name = "scf.for", .successors = for_successors, .entry_operands = for_entry_operands,
     .loop_regions = single_loop_region, .speculatability = for_speculatability},
    {.name = "scf.forall", .successors = forall_successors, .loop_regions = single_loop_region},
    {.name = "scf.if", .entry_successors = if_entry_successors, .successors = if_successors,
     .invocation_bounds = if_invocation_bounds, .speculatability = recursively_speculatable},
    {.name = "scf.index_switch", .entry_successors = switch_entry_successors,
     .successors = switch_successors, .invocation_bounds = switch_invocation_bounds},
    {.name = "scf.parallel", .successors = parallel_successors, .loop_regions = single_loop_region},
    {.name = "scf.reduce", .terminator_operands = no_operands},
    {.name = "scf.while", .successors = while_successors, .entry_operands = all_operands,
     .loop_regions = while_loop_regions},
    {0},
};
