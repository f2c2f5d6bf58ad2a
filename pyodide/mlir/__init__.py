"""MLIR's Python bindings, implemented in pure Python over mlirc's C API.

The layout follows upstream's: `mlir.ir` (core IR), later `mlir.passmanager`
and `mlir.dialects.*`. The C library is found and loaded by
`mlir._mlir_libs` (see its docstring for MLIRC_LIB); nothing here loads it, so
`import mlir` alone is cheap.
"""
