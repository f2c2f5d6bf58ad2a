/* memref.c: the memref dialect's hand-written pieces: result names
 * (OpAsmOpInterface), as upstream's C++ gives them. */
#include "dialects.h"

static const OpHooks HOOKS[] = {
    {.name = "memref.alloc", .static_names = "alloc"},
    {.name = "memref.alloca", .static_names = "alloca"},
    {.name = "memref.cast", .static_names = "cast"},
    {.name = "memref.collapse_shape", .static_names = "collapse_shape"},
    {.name = "memref.dim", .static_names = "dim"},
    {.name = "memref.expand_shape", .static_names = "expand_shape"},
    {.name = "memref.extract_aligned_pointer_as_index", .static_names = "intptr"},
    {.name = "memref.extract_strided_metadata", .static_names = "base_buffer,offset,sizes,strides"},
    {.name = "memref.memory_space_cast", .static_names = "memspacecast"},
    {.name = "memref.transpose", .static_names = "transpose"},
    {.name = "memref.subview", .static_names = "subview"},
    {.name = "memref.reinterpret_cast", .static_names = "reinterpret_cast"},
    {.name = "memref.view", .static_names = "view"},
    {.name = "memref.assume_alignment", .static_names = "assume_align"},
    {.name = "memref.reshape", .static_names = "reshape"},
    {NULL},
};

const DialectDef MEMREF_DIALECT = {"memref", &ODS_memref, HOOKS, NULL};
