/* tensor_interfaces.c: the speculation of tensor.dim (upstream's
 * TensorOps.cpp). */
#include "tensor.h"

const OpInterfaceHooks TENSOR_INTERFACES[] = {
    {.name = "tensor.dim", .speculatability = iface_dim_speculatability},
    {0},
};
