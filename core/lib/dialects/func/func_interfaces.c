/* func_interfaces.c: CallOpInterface and CallableOpInterface of the func
 * dialect (upstream's FuncOps.cpp): func.call names its callee by symbol,
 * func.call_indirect by value; a func.func without a body is external. */
#include "../dialects.h"
#include "../../interfaces/interfaces.h"

static const Attr *call_callee(Operation *op) { return op_get_attr(op, "callee", 6); }

static OperandSlice all_args(Operation *op) { return slice_of(0, op->num_operands); }

static Value *indirect_callee(Operation *op) { return op->num_operands ? op->operands[0].value : NULL; }

static OperandSlice indirect_args(Operation *op) {
  return op->num_operands ? slice_of(1, op->num_operands - 1) : slice_of(0, 0);
}

static Region *func_body(Operation *op) {
  return op->num_regions && op->regions[0].first ? &op->regions[0] : NULL;
}

const OpInterfaceHooks FUNC_INTERFACES[] = {
    {.name = "func.call", .callee_symbol = call_callee, .call_args = all_args},
    {.name = "func.call_indirect", .callee_value = indirect_callee, .call_args = indirect_args},
    {.name = "func.func", .callable_body = func_body},
    {0},
};
