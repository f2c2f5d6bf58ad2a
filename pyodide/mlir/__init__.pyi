# Type stubs of the mlir package (its modules are mlir.ir, mlir.passmanager,
# mlir.rewrite and mlir.dialects.*).
