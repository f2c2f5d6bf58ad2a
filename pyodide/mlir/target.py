"""mlir.target: translations out of MLIR, over mlirc's C API
(mlir-c/Ext/Translate.h). Upstream's Python package has no such module (its
translations are C++ only); this one gives the LLVM IR text that
`mlir-translate --mlir-to-llvmir` 22 prints:

    from mlir.target import translate_module_to_llvm_ir
    text = translate_module_to_llvm_ir(module)   # a module of llvm ops

An op it cannot translate raises MLIRError with upstream's diagnostics. As
upstream, the module may be changed on the way (a terminator naming a block
with arguments twice gets a forwarding block).
"""

from ._mlir_libs import capi as _c
from .ir import MLIRError, Module, Operation, _ErrorCapture, _print_bytes

__all__ = ["translate_module_to_llvm_ir"]


def translate_module_to_llvm_ir(module):
    """The LLVM IR text of `module` (a Module or its builtin.module Operation)."""
    if isinstance(module, Module):
        op = module.operation
    elif isinstance(module, Operation):
        op = module
    else:
        raise TypeError("translate_module_to_llvm_ir expects a Module or an Operation")
    handle = op._get()
    result = []

    def translate(h, callback, key):
        result.append(_c.mlirExtTranslateModuleToLLVMIR(h, callback, key))

    with _ErrorCapture(op.context) as capture:
        data = _print_bytes(translate, handle)
    if not result or not result[0]:
        raise MLIRError("Failed to translate the module to LLVM IR", capture.errors)
    return data.decode("utf-8", "replace")
