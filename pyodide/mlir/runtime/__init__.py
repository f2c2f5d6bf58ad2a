"""mlir.runtime: ctypes memref descriptors for ExecutionEngine (upstream's
mlir.runtime). The NumPy conversions need NumPy (Pyodide ships it; import
it first); the descriptor types need only ctypes."""

from .np_to_memref import *  # noqa: F401,F403
from .np_to_memref import __all__  # noqa: F401
