"""mlir.dialects: one module per dialect (`mlir.dialects.arith`, ...), each
re-exporting the op classes mlir-tblgen generates from upstream's ODS
(`_<dialect>_ops_gen.py`, `_<dialect>_enum_gen.py`) plus upstream's
hand-written conveniences.

The generated modules are build outputs: the wheel has them next to these
files. A source checkout finds them in any other `mlir/dialects` folder on
sys.path that holds the generator's `_dialects.py` (the build's output
tree, see pyodide/tools/gen_dialects.py).
"""

import os as _os
import sys as _sys


def _generated_dirs():
    here = _os.path.normcase(_os.path.abspath(_os.path.dirname(__file__)))
    for entry in _sys.path:
        candidate = _os.path.join(entry or _os.curdir, "mlir", "dialects")
        if _os.path.normcase(_os.path.abspath(candidate)) != here and \
                _os.path.isfile(_os.path.join(candidate, "_dialects.py")):
            yield candidate


if not _os.path.isfile(_os.path.join(_os.path.dirname(__file__), "_dialects.py")):
    __path__.extend(_generated_dirs())
