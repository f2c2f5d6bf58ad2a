"""The `_cext` of generated dialect modules (upstream's native `_mlir`
extension): `ir`, the registration decorators and `globals`.

Upstream's generated `_<dialect>_ops_gen.py` files reach mlir.ir through
`_ods_common._cext`; here that is this module, a view of mlir.ir.
"""

from .. import ir
from ..ir import (
    _globals as globals,
    register_dialect,
    register_operation,
    register_type_caster,
    register_value_caster,
)

__all__ = [
    "globals",
    "ir",
    "register_dialect",
    "register_operation",
    "register_type_caster",
    "register_value_caster",
]


def append_dialect_search_prefix(module_name):
    """Adds a package searched for `<package>.<dialect>` modules (seed 001's spelling)."""
    globals.append_dialect_search_prefix(module_name)
