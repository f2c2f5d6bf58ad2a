"""mlir.dialects.builtin: builtin.module and builtin.unrealized_conversion_cast,
generated from upstream's BuiltinOps.td, with upstream's ModuleOp builder
that creates the body block."""

from __future__ import annotations

from ..ir import Block
from ._builtin_ops_gen import *  # noqa: F401,F403
from ._builtin_ops_gen import ModuleOp as _ModuleOpGen, _Dialect
from ._ods_common import _cext


@_cext.register_operation(_Dialect, replace=True)
class ModuleOp(_ModuleOpGen):
    """builtin.module, created with its single (empty) body block."""

    def __init__(self, *, loc=None, ip=None):
        super().__init__(loc=loc, ip=ip)
        self.regions[0].blocks.append()

    @property
    def body(self) -> Block:
        return self.regions[0].blocks[0]
