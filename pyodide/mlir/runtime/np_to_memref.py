"""Memref descriptors as ctypes structures, and conversions between them and
NumPy arrays (upstream's mlir.runtime.np_to_memref, same names and layouts:
CRunnerUtils.h's StridedMemRefType and UnrankedMemRefType)."""

import ctypes

__all__ = [
    "C128",
    "C64",
    "F16",
    "BF16",
    "UnrankedMemRefDescriptor",
    "as_ctype",
    "get_ranked_memref_descriptor",
    "get_unranked_memref_descriptor",
    "make_nd_memref_descriptor",
    "make_zero_d_memref_descriptor",
    "move_aligned_ptr_by_offset",
    "ranked_memref_to_numpy",
    "to_numpy",
    "unranked_memref_to_numpy",
]


def _np():
    try:
        import numpy
    except ImportError:
        raise ImportError("mlir.runtime: this conversion needs NumPy") from None
    return numpy


class C128(ctypes.Structure):
    """A complex<f64> element."""

    _fields_ = [("real", ctypes.c_double), ("imag", ctypes.c_double)]


class C64(ctypes.Structure):
    """A complex<f32> element."""

    _fields_ = [("real", ctypes.c_float), ("imag", ctypes.c_float)]


class F16(ctypes.Structure):
    """An f16 element (its bits)."""

    _fields_ = [("f16", ctypes.c_int16)]


class BF16(ctypes.Structure):
    """A bf16 element (its bits)."""

    _fields_ = [("bf16", ctypes.c_int16)]


def as_ctype(dtp):
    """The ctypes type of a NumPy dtype's elements."""
    np = _np()
    if dtp == np.dtype(np.complex128):
        return C128
    if dtp == np.dtype(np.complex64):
        return C64
    if dtp == np.dtype(np.float16):
        return F16
    return np.ctypeslib.as_ctypes_type(dtp)


def to_numpy(array):
    """A NumPy view of a ctypes array, with complex and f16 elements as NumPy's own."""
    np = _np()
    if array.dtype == C128:
        return array.view("complex128")
    if array.dtype == C64:
        return array.view("complex64")
    if array.dtype == F16:
        return array.view("float16")
    return array


_descriptor_types = {}


def make_nd_memref_descriptor(rank, dtype):
    """The descriptor structure of a rank-`rank` memref of ctypes type `dtype`:
    allocated and aligned pointers, offset, shape and strides (in elements)."""
    key = (rank, dtype)
    if key not in _descriptor_types:
        # `allocated` is a pointer (upstream declares it a c_longlong, the
        # same size on 64-bit hosts only; wasm32 pointers are 4 bytes).
        fields = [
            ("allocated", ctypes.c_void_p),
            ("aligned", ctypes.POINTER(dtype)),
            ("offset", ctypes.c_longlong),
        ]
        if rank:
            fields += [("shape", ctypes.c_longlong * rank), ("strides", ctypes.c_longlong * rank)]
        name = f"MemRefDescriptor{rank}D_{dtype.__name__}"
        _descriptor_types[key] = type(name, (ctypes.Structure,), {"_fields_": fields})
    return _descriptor_types[key]


def make_zero_d_memref_descriptor(dtype):
    """The descriptor structure of a rank-0 memref."""
    return make_nd_memref_descriptor(0, dtype)


class UnrankedMemRefDescriptor(ctypes.Structure):
    """An unranked memref: its rank and a pointer to a ranked descriptor."""

    _fields_ = [("rank", ctypes.c_longlong), ("descriptor", ctypes.c_void_p)]


def get_ranked_memref_descriptor(nparray):
    """A descriptor over a NumPy array's memory (no copy; keep the array alive)."""
    np = _np()
    ctp = as_ctype(nparray.dtype)
    if nparray.ndim == 0:
        x = make_zero_d_memref_descriptor(ctp)()
        x.allocated = nparray.ctypes.data
        x.aligned = nparray.ctypes.data_as(ctypes.POINTER(ctp))
        x.offset = ctypes.c_longlong(0)
        return x
    x = make_nd_memref_descriptor(nparray.ndim, ctp)()
    x.allocated = nparray.ctypes.data
    x.aligned = nparray.ctypes.data_as(ctypes.POINTER(ctp))
    x.offset = ctypes.c_longlong(0)
    x.shape = nparray.ctypes.shape
    # NumPy's strides are in bytes, a memref's in elements.
    x.strides = (ctypes.c_longlong * nparray.ndim)(*(np.array(nparray.strides) // nparray.itemsize))
    return x


def get_unranked_memref_descriptor(nparray):
    """An unranked descriptor over a NumPy array's memory."""
    d = UnrankedMemRefDescriptor()
    d.rank = nparray.ndim
    ranked = get_ranked_memref_descriptor(nparray)
    d.descriptor = ctypes.cast(ctypes.pointer(ranked), ctypes.c_void_p)
    d._ranked = ranked  # keeps the ranked descriptor alive with this one
    return d


def move_aligned_ptr_by_offset(aligned_ptr, offset):
    """The aligned pointer advanced by `offset` elements."""
    step = ctypes.sizeof(aligned_ptr.contents)
    address = ctypes.cast(aligned_ptr, ctypes.c_void_p).value or 0
    return ctypes.cast(ctypes.c_void_p(address + offset * step), type(aligned_ptr))


def unranked_memref_to_numpy(unranked_memref, np_dtype):
    """A NumPy array of the memref an UnrankedMemRefDescriptor pointer denotes."""
    np = _np()
    ctp = as_ctype(np.dtype(np_dtype))
    u = unranked_memref[0]
    desc = ctypes.cast(u.descriptor, ctypes.POINTER(make_nd_memref_descriptor(u.rank, ctp)))[0]
    return ranked_memref_to_numpy([desc])


def ranked_memref_to_numpy(ranked_memref):
    """A NumPy view (strided, no copy) of the memref `ranked_memref[0]` describes."""
    np = _np()
    d = ranked_memref[0]
    ctp = d.aligned._type_
    ptr = move_aligned_ptr_by_offset(d.aligned, d.offset)
    if not hasattr(d, "shape"):
        return to_numpy(np.ctypeslib.as_array(ptr, shape=(1,)).reshape(()))
    shape = tuple(d.shape)
    strides = tuple(d.strides)
    if not shape or 0 in shape:
        return to_numpy(np.empty(shape, dtype=np.dtype(ctp)))
    span = 1 + sum((n - 1) * abs(s) for n, s in zip(shape, strides))
    flat = np.ctypeslib.as_array(ptr, shape=(span,))
    view = np.lib.stride_tricks.as_strided(flat, shape=shape, strides=[s * flat.itemsize for s in strides])
    return to_numpy(view)
