from .ir import Module, Operation

__all__ = ["translate_module_to_llvm_ir"]

def translate_module_to_llvm_ir(module: Module | Operation) -> str: ...
