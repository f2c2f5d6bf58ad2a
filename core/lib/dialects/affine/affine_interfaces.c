/* affine_interfaces.c: region control flow, loop and speculation hooks of
 * affine.for, affine.if and affine.parallel (upstream's AffineOps.cpp). A
 * loop whose constant bounds give a trivial trip count enters its body only
 * when it runs, and leaves it after one iteration when it runs once. */
#include "../dialects.h"
#include "../../interfaces/interfaces.h"

/* The constant of a single-result constant affine map attribute. */
static bool map_constant(const Attr *a, int64_t *out) {
  if (!a || a->kind != AK_AFFINE_MAP) return false;
  const AffineMap *m = WORD_PTR(const AffineMap, a->p[0]);
  if (affine_map_num_results(m) != 1) return false;
  const AffineExpr *e = affine_map_result(m, 0);
  if (e->kind != AE_CONSTANT) return false;
  *out = (int64_t)e->p[0];
  return true;
}

static int64_t for_step(const Operation *op) {
  const Attr *s = op_get_attr(op, "step", 4);
  return s && s->kind == AK_INTEGER ? attr_int_value(s) : 0;
}

/* getTrivialConstantTripCount: -1 when the bounds are not constant. */
static int64_t trivial_trip_count(const Operation *op) {
  int64_t lb, ub, step = for_step(op);
  if (step <= 0 || !map_constant(op_get_attr(op, "lowerBoundMap", 13), &lb) ||
      !map_constant(op_get_attr(op, "upperBoundMap", 13), &ub))
    return -1;
  return ub - lb <= 0 ? 0 : (ub - lb + step - 1) / step;
}

static unsigned for_successors(Operation *op, int from, RegionSuccessor *out) {
  int64_t trips = trivial_trip_count(op);
  if (from < 0 && trips > 0) {
    out[0] = iface_to_region_args(&op->regions[0], 1);
    return 1;
  }
  if ((from < 0 && trips == 0) || (from >= 0 && trips == 1)) {
    out[0] = iface_to_results(op);
    return 1;
  }
  out[0] = iface_to_region_args(&op->regions[0], 1);
  out[1] = iface_to_results(op);
  return 2;
}

static OperandSlice for_entry_operands(Operation *op, const RegionSuccessor *to) {
  return iface_operand_group(op, 2);
}

static unsigned body_region(Operation *op, Region **out) {
  out[0] = &op->regions[0];
  return 1;
}

static int for_speculatability(Operation *op) { return for_step(op) == 1 ? SPEC_RECURSIVE : SPEC_NOT; }

static int recursively_speculatable(Operation *op) { return SPEC_RECURSIVE; }

static unsigned if_successors(Operation *op, int from, RegionSuccessor *out) {
  if (from >= 0) {
    out[0] = iface_to_results(op);
    return 1;
  }
  out[0] = iface_to_region_args(&op->regions[0], 0);
  out[1] = op->regions[1].first ? iface_to_region_args(&op->regions[1], 0) : iface_to_results(op);
  return 2;
}

const OpInterfaceHooks AFFINE_INTERFACES[] = {
    {.name = "affine.for", .successors = for_successors, .entry_operands = for_entry_operands,
     .loop_regions = body_region, .speculatability = for_speculatability},
    {.name = "affine.if", .successors = if_successors, .speculatability = recursively_speculatable},
    {.name = "affine.parallel", .loop_regions = body_region, .speculatability = recursively_speculatable},
    {0},
};
