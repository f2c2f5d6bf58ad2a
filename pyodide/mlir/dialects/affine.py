"""mlir.dialects.affine: the affine ops generated from upstream's ODS (mlir-tblgen
-gen-python-op-bindings)."""

from ._affine_ops_gen import *  # noqa: F401,F403
from ._affine_ops_gen import _Dialect  # noqa: F401
