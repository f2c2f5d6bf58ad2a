"""mlir.dialects.vector: the vector ops and enums generated from upstream's ODS
(mlir-tblgen -gen-python-op-bindings and -gen-python-enum-bindings)."""

from ._vector_enum_gen import *  # noqa: F401,F403
from ._vector_ops_gen import *  # noqa: F401,F403
from ._vector_ops_gen import _Dialect  # noqa: F401
