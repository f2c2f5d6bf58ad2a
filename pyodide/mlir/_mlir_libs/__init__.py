"""Finds and loads libmlirc, the C library under the `mlir` package.

Where the library comes from, first match wins:
  1. the MLIRC_LIB environment variable (a path to libmlirc.so), for
     development and for CPython test runs against a fresh native build;
  2. `_site_config.LIBMLIRC_PATH`, a path an installer may bake into an
     optional `_site_config.py` module next to this file;
  3. the library shipped next to this file: the wheel carries the wasm side
     module here, `mlir/_mlir_libs/libmlirc.so`, which Pyodide preloads when
     the wheel is installed.

The library is opened with ctypes.PyDLL, not CDLL: calls then keep the GIL,
so no two Python threads are ever inside the library at once (mlirc contexts
are not thread-safe) and each call is cheaper. The ctypes declarations live in
_capi.py; this module only locates the file and binds them.
"""

import ctypes
import os
import sys

from . import _capi

__all__ = [
    "append_load_on_create_dialect",
    "capi",
    "get_dialect_registry",
    "get_load_on_create_dialects",
    "library_path",
]

_ENV_VAR = "MLIRC_LIB"
_LIB_NAMES = {"darwin": "libmlirc.dylib", "win32": "mlirc.dll"}


def _default_name():
    return _LIB_NAMES.get(sys.platform, "libmlirc.so")


def _candidates():
    """Yields (path, origin) in search order; see the module docstring."""
    env = os.environ.get(_ENV_VAR)
    if env:
        # An explicit choice must not silently fall back to another library.
        yield env, f"${_ENV_VAR}"
        return
    try:
        from . import _site_config  # optional, written by an installer
    except ImportError:
        pass
    else:
        yield _site_config.LIBMLIRC_PATH, "_site_config.LIBMLIRC_PATH"
    yield os.path.join(os.path.dirname(os.path.abspath(__file__)), _default_name()), "package"


def _is_wasm(path):
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\0asm"
    except OSError:
        return False


def _load():
    tried = []
    for path, origin in _candidates():
        if not os.path.exists(path):
            tried.append(f"{path} ({origin}: no such file)")
            continue
        if _is_wasm(path) and sys.platform != "emscripten":
            tried.append(f"{path} ({origin}: a WebAssembly side module, usable only in Pyodide)")
            continue
        try:
            return ctypes.PyDLL(path), path
        except OSError as e:
            tried.append(f"{path} ({origin}: {e})")
    raise ImportError(
        "mlir: cannot load libmlirc; set MLIRC_LIB to the path of a native "
        "libmlirc.so (bazel build //core:libmlirc.so). Tried:\n  " + "\n  ".join(tried)
    )


_library, library_path = _load()

#: The bound C API (see _capi.CAPI): `capi.mlirContextCreate()`, ...
capi = _capi.CAPI(_library, library_path)


# What every new mlir.ir.Context gets besides mlirc's dialects (upstream's
# _mlir_libs site initialization): the registry below, appended, and the
# dialects named here, loaded.
_dialect_registry = None
_load_on_create_dialects = []


def get_dialect_registry():
    """The process-wide DialectRegistry appended to every new Context."""
    global _dialect_registry
    if _dialect_registry is None:
        from ..ir import DialectRegistry

        _dialect_registry = DialectRegistry()
    return _dialect_registry


def append_load_on_create_dialect(dialect):
    """Makes every Context created from now on load the dialect `dialect`."""
    if not isinstance(dialect, str):
        raise TypeError(f"expected a dialect name, got {type(dialect).__name__}")
    _load_on_create_dialects.append(dialect)


def get_load_on_create_dialects():
    """The dialects every new Context loads (append_load_on_create_dialect)."""
    return list(_load_on_create_dialects)
