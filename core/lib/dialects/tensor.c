/* tensor.c: the tensor dialect's hand-written pieces: result names
 * (OpAsmOpInterface), as upstream's C++ gives them. */
#include "dialects.h"

static const OpHooks HOOKS[] = {
    {.name = "tensor.cast", .static_names = "cast"},
    {.name = "tensor.collapse_shape", .static_names = "collapsed"},
    {.name = "tensor.dim", .static_names = "dim"},
    {.name = "tensor.expand_shape", .static_names = "expanded"},
    {.name = "tensor.extract", .static_names = "extracted"},
    {.name = "tensor.extract_slice", .static_names = "extracted_slice"},
    {.name = "tensor.from_elements", .static_names = "from_elements"},
    {.name = "tensor.insert", .static_names = "inserted"},
    {.name = "tensor.insert_slice", .static_names = "inserted_slice"},
    {.name = "tensor.rank", .static_names = "rank"},
    {.name = "tensor.splat", .static_names = "splat"},
    {.name = "tensor.concat", .static_names = "concat"},
    {.name = "tensor.generate", .static_names = "generated"},
    {.name = "tensor.pad", .static_names = "padded"},
    {.name = "tensor.reshape", .static_names = "reshape"},
    {.name = "tensor.gather", .static_names = "gather"},
    {.name = "tensor.scatter", .static_names = "scatter"},
    {NULL},
};

const DialectDef TENSOR_DIALECT = {"tensor", &ODS_tensor, HOOKS, NULL};
