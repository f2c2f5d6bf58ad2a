"""Affine expressions, affine maps and integer sets of mlir.ir (upstream's
IRAffine): uniqued in their context, so equal means the same object in C.

AffineExpr's subclasses cast an expression (`AffineAddExpr(e)`, ValueError
when `e` is another kind); Python operators build expressions (`d0 + 2`,
`d0 * 4`, `d0 % 8`, `-d0`). Imported by mlir.ir, which re-exports all of
it; the C calls are those of mlir-c/AffineExpr.h, AffineMap.h, IntegerSet.h.
"""

import operator

from ..ir import _capi, _c, _ContextOwned, _Kinds, _resolve_context

__all__ = [
    "AffineAddExpr",
    "AffineBinaryExpr",
    "AffineCeilDivExpr",
    "AffineConstantExpr",
    "AffineDimExpr",
    "AffineExpr",
    "AffineExprList",
    "AffineFloorDivExpr",
    "AffineMap",
    "AffineModExpr",
    "AffineMulExpr",
    "AffineSymbolExpr",
    "IntegerSet",
    "IntegerSetConstraint",
    "IntegerSetConstraintList",
]


def _expr(value, ctx):
    """An AffineExpr from an AffineExpr or an int (a constant)."""
    if isinstance(value, AffineExpr):
        return value
    if isinstance(value, int):
        return AffineConstantExpr.get(value, context=ctx)
    raise TypeError(f"expected an AffineExpr or an int, got {type(value).__name__}")


class AffineExpr(_Kinds, _ContextOwned):
    """An affine expression (dimensions, symbols, constants, + * mod floordiv ceildiv)."""

    __slots__ = ()
    _noun = "affine expression"
    _print_fn = "mlirAffineExprPrint"

    def __init__(self, expr):
        self._cast(expr)

    def _new(self, handle):
        return AffineExpr._wrap(self._ctx, handle)._downcast()

    def _downcast(self):
        for cls in (AffineAddExpr, AffineMulExpr, AffineModExpr, AffineFloorDivExpr,
                    AffineCeilDivExpr, AffineConstantExpr, AffineDimExpr, AffineSymbolExpr):
            if getattr(_c, cls._isa)(self._handle):
                return cls._wrap(self._ctx, self._handle)
        return self

    # Builders, as upstream's static get_* methods.
    @staticmethod
    def get_add(lhs, rhs):
        return AffineAddExpr.get(lhs, rhs)

    @staticmethod
    def get_mul(lhs, rhs):
        return AffineMulExpr.get(lhs, rhs)

    @staticmethod
    def get_mod(lhs, rhs):
        return AffineModExpr.get(lhs, rhs)

    @staticmethod
    def get_floor_div(lhs, rhs):
        return AffineFloorDivExpr.get(lhs, rhs)

    @staticmethod
    def get_ceil_div(lhs, rhs):
        return AffineCeilDivExpr.get(lhs, rhs)

    @staticmethod
    def get_constant(value, context=None):
        return AffineConstantExpr.get(value, context=context)

    @staticmethod
    def get_dim(position, context=None):
        return AffineDimExpr.get(position, context=context)

    @staticmethod
    def get_symbol(position, context=None):
        return AffineSymbolExpr.get(position, context=context)

    def __add__(self, other):
        return AffineAddExpr.get(self, _expr(other, self._ctx))

    def __radd__(self, other):
        return AffineAddExpr.get(_expr(other, self._ctx), self)

    def __mul__(self, other):
        return AffineMulExpr.get(self, _expr(other, self._ctx))

    def __rmul__(self, other):
        return AffineMulExpr.get(_expr(other, self._ctx), self)

    def __mod__(self, other):
        return AffineModExpr.get(self, _expr(other, self._ctx))

    def __rmod__(self, other):
        return AffineModExpr.get(_expr(other, self._ctx), self)

    def __sub__(self, other):
        return self + _expr(other, self._ctx) * -1

    def __rsub__(self, other):
        return _expr(other, self._ctx) + self * -1

    def __neg__(self):
        return self * -1

    def compose(self, affine_map):
        """This expression with its dimensions replaced by `affine_map`'s results."""
        return self._new(_c.mlirAffineExprCompose(self._get(), affine_map._get()))

    def shift_dims(self, num_dims, shift, offset=0):
        return self._new(_c.mlirAffineExprShiftDims(self._get(), num_dims, shift, offset))

    def shift_symbols(self, num_symbols, shift, offset=0):
        return self._new(_c.mlirAffineExprShiftSymbols(self._get(), num_symbols, shift, offset))

    @staticmethod
    def simplify_affine_expr(expr, num_dims, num_symbols):
        return expr._new(_c.mlirSimplifyAffineExpr(expr._get(), num_dims, num_symbols))

    @property
    def is_symbolic_or_constant(self):
        return bool(_c.mlirAffineExprIsSymbolicOrConstant(self._get()))

    @property
    def is_pure_affine(self):
        return bool(_c.mlirAffineExprIsPureAffine(self._get()))

    def get_largest_known_divisor(self):
        return _c.mlirAffineExprGetLargestKnownDivisor(self._get())

    def is_multiple_of(self, factor):
        return bool(_c.mlirAffineExprIsMultipleOf(self._get(), factor))

    def is_function_of_dim(self, position):
        return bool(_c.mlirAffineExprIsFunctionOfDim(self._get(), position))

    def dump(self):
        _c.mlirAffineExprDump(self._get())



class AffineBinaryExpr(AffineExpr):
    __slots__ = ()
    _isa = "mlirAffineExprIsABinary"

    @property
    def lhs(self):
        return self._new(_c.mlirAffineBinaryOpExprGetLHS(self._get()))

    @property
    def rhs(self):
        return self._new(_c.mlirAffineBinaryOpExprGetRHS(self._get()))


def _binary(name, isa, get_fn, doc):
    @staticmethod
    def get(lhs, rhs):
        ctx = lhs._ctx if isinstance(lhs, AffineExpr) else rhs._ctx
        lhs, rhs = _expr(lhs, ctx), _expr(rhs, ctx)
        return AffineExpr._wrap(ctx, getattr(_c, get_fn)(lhs._get(), rhs._get()))._downcast()

    return type(name, (AffineBinaryExpr,), {"__slots__": (), "_isa": isa, "get": get,
                                            "__doc__": doc, "__module__": "mlir.ir"})


AffineAddExpr = _binary("AffineAddExpr", "mlirAffineExprIsAAdd", "mlirAffineAddExprGet",
                        "`lhs + rhs`.")
AffineMulExpr = _binary("AffineMulExpr", "mlirAffineExprIsAMul", "mlirAffineMulExprGet",
                        "`lhs * rhs`.")
AffineModExpr = _binary("AffineModExpr", "mlirAffineExprIsAMod", "mlirAffineModExprGet",
                        "`lhs mod rhs`.")
AffineFloorDivExpr = _binary("AffineFloorDivExpr", "mlirAffineExprIsAFloorDiv",
                             "mlirAffineFloorDivExprGet", "`lhs floordiv rhs`.")
AffineCeilDivExpr = _binary("AffineCeilDivExpr", "mlirAffineExprIsACeilDiv",
                            "mlirAffineCeilDivExprGet", "`lhs ceildiv rhs`.")


class AffineConstantExpr(AffineExpr):
    __slots__ = ()
    _isa = "mlirAffineExprIsAConstant"

    @staticmethod
    def get(value, context=None):
        ctx = _resolve_context(context)
        return AffineConstantExpr._wrap(ctx, _c.mlirAffineConstantExprGet(ctx._get(), value))

    @property
    def value(self):
        return _c.mlirAffineConstantExprGetValue(self._get())


class AffineDimExpr(AffineExpr):
    __slots__ = ()
    _isa = "mlirAffineExprIsADim"

    @staticmethod
    def get(position, context=None):
        ctx = _resolve_context(context)
        return AffineDimExpr._wrap(ctx, _c.mlirAffineDimExprGet(ctx._get(), position))

    @property
    def position(self):
        return _c.mlirAffineDimExprGetPosition(self._get())


class AffineSymbolExpr(AffineExpr):
    __slots__ = ()
    _isa = "mlirAffineExprIsASymbol"

    @staticmethod
    def get(position, context=None):
        ctx = _resolve_context(context)
        return AffineSymbolExpr._wrap(ctx, _c.mlirAffineSymbolExprGet(ctx._get(), position))

    @property
    def position(self):
        return _c.mlirAffineSymbolExprGetPosition(self._get())


class AffineExprList:
    """The results of an affine map, as a sequence."""

    __slots__ = ("_map",)

    def __init__(self, affine_map):
        self._map = affine_map

    def __len__(self):
        return _c.mlirAffineMapGetNumResults(self._map._get())

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self)
        index = operator.index(index)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("affine map result index out of range")
        handle = _c.mlirAffineMapGetResult(self._map._get(), index)
        return AffineExpr._wrap(self._map._ctx, handle)._downcast()

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __repr__(self):
        return f"AffineExprList({list(self)!r})"


def _expr_array(exprs):
    exprs = list(exprs)
    for e in exprs:
        if not isinstance(e, AffineExpr):
            raise TypeError(f"expected an AffineExpr, got {type(e).__name__}")
    return len(exprs), (_capi.MlirAffineExpr * len(exprs))(*[e._get() for e in exprs])


class AffineMap(_ContextOwned):
    """`(d0, d1)[s0] -> (results)`."""

    __slots__ = ()
    _print_fn = "mlirAffineMapPrint"

    def __init__(self):
        raise TypeError("use AffineMap.get*() or AffineMapAttr.value")

    @staticmethod
    def get(dim_count, symbol_count, exprs, context=None):
        ctx = _resolve_context(context)
        n, array = _expr_array(exprs)
        return AffineMap._wrap(ctx, _c.mlirAffineMapGet(ctx._get(), dim_count, symbol_count, n,
                                                        array))

    @staticmethod
    def get_constant(value, context=None):
        ctx = _resolve_context(context)
        return AffineMap._wrap(ctx, _c.mlirAffineMapConstantGet(ctx._get(), value))

    @staticmethod
    def get_empty(context=None):
        ctx = _resolve_context(context)
        return AffineMap._wrap(ctx, _c.mlirAffineMapEmptyGet(ctx._get()))

    @staticmethod
    def get_identity(n_dims, context=None):
        ctx = _resolve_context(context)
        return AffineMap._wrap(ctx, _c.mlirAffineMapMultiDimIdentityGet(ctx._get(), n_dims))

    @staticmethod
    def get_minor_identity(n_dims, n_results, context=None):
        ctx = _resolve_context(context)
        if n_results > n_dims:
            raise ValueError("a minor identity map cannot have more results than dimensions")
        return AffineMap._wrap(ctx, _c.mlirAffineMapMinorIdentityGet(ctx._get(), n_dims,
                                                                     n_results))

    @staticmethod
    def get_permutation(permutation, context=None):
        permutation = [operator.index(p) for p in permutation]
        if sorted(permutation) != list(range(len(permutation))):
            raise ValueError("Invalid permutation when attempting to create an AffineMap")
        ctx = _resolve_context(context)
        array = (_capi.c_uint * len(permutation))(*permutation)
        return AffineMap._wrap(ctx, _c.mlirAffineMapPermutationGet(ctx._get(), len(permutation),
                                                                   array))

    @staticmethod
    def compress_unused_symbols(affine_maps, context=None):
        """The maps with the symbols none of them uses dropped."""
        maps = list(affine_maps)
        if not maps:
            return []
        ctx = maps[0]._ctx
        array = (_capi.MlirAffineMap * len(maps))(*[m._get() for m in maps])
        out = [None] * len(maps)

        def populate(_result, index, handle):
            out[index] = AffineMap._wrap(ctx, handle)

        callback = _capi.MlirAffineMapPopulateResult(populate)
        _c.mlirAffineMapCompressUnusedSymbols(array, len(maps), None, callback)
        return out

    def get_submap(self, result_positions):
        n = self.n_results
        positions = [operator.index(p) for p in result_positions]
        if any(not 0 <= p < n for p in positions):
            raise ValueError("result position out of bounds")
        array = (_capi.c_intptr_t * len(positions))(*positions)
        return AffineMap._wrap(self._ctx, _c.mlirAffineMapGetSubMap(self._get(), len(positions),
                                                                    array))

    def get_major_submap(self, n_results):
        if n_results >= self.n_results:
            raise ValueError("number of results out of range")
        return AffineMap._wrap(self._ctx, _c.mlirAffineMapGetMajorSubMap(self._get(), n_results))

    def get_minor_submap(self, n_results):
        if n_results >= self.n_results:
            raise ValueError("number of results out of range")
        return AffineMap._wrap(self._ctx, _c.mlirAffineMapGetMinorSubMap(self._get(), n_results))

    def replace(self, expr, replacement, n_result_dims, n_result_syms):
        return AffineMap._wrap(self._ctx, _c.mlirAffineMapReplace(
            self._get(), expr._get(), replacement._get(), n_result_dims, n_result_syms))

    @property
    def is_permutation(self):
        return bool(_c.mlirAffineMapIsPermutation(self._get()))

    @property
    def is_projected_permutation(self):
        return bool(_c.mlirAffineMapIsProjectedPermutation(self._get()))

    @property
    def is_identity(self):
        return bool(_c.mlirAffineMapIsIdentity(self._get()))

    @property
    def is_minor_identity(self):
        return bool(_c.mlirAffineMapIsMinorIdentity(self._get()))

    @property
    def is_empty(self):
        return bool(_c.mlirAffineMapIsEmpty(self._get()))

    @property
    def n_dims(self):
        return _c.mlirAffineMapGetNumDims(self._get())

    @property
    def n_inputs(self):
        return _c.mlirAffineMapGetNumInputs(self._get())

    @property
    def n_symbols(self):
        return _c.mlirAffineMapGetNumSymbols(self._get())

    @property
    def n_results(self):
        return _c.mlirAffineMapGetNumResults(self._get())

    @property
    def results(self):
        return AffineExprList(self)

    def dump(self):
        _c.mlirAffineMapDump(self._get())



class IntegerSetConstraint:
    """One constraint of an integer set: `expr == 0` or `expr >= 0`."""

    __slots__ = ("_set", "_pos")

    def __init__(self, integer_set, pos):
        self._set = integer_set
        self._pos = pos

    @property
    def expr(self):
        handle = _c.mlirIntegerSetGetConstraint(self._set._get(), self._pos)
        return AffineExpr._wrap(self._set._ctx, handle)._downcast()

    @property
    def is_eq(self):
        return bool(_c.mlirIntegerSetIsConstraintEq(self._set._get(), self._pos))

    def __repr__(self):
        return f"IntegerSetConstraint({self.expr} {'==' if self.is_eq else '>='} 0)"


class IntegerSetConstraintList:
    __slots__ = ("_set",)

    def __init__(self, integer_set):
        self._set = integer_set

    def __len__(self):
        return _c.mlirIntegerSetGetNumConstraints(self._set._get())

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self)
        index = operator.index(index)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("constraint index out of range")
        return IntegerSetConstraint(self._set, index)

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __repr__(self):
        return f"IntegerSetConstraintList({list(self)!r})"


class IntegerSet(_ContextOwned):
    """`(d0)[s0] : (constraints)`."""

    __slots__ = ()
    _print_fn = "mlirIntegerSetPrint"

    def __init__(self):
        raise TypeError("use IntegerSet.get*() or IntegerSetAttr.value")

    @staticmethod
    def get(num_dims, num_symbols, exprs, eq_flags, context=None):
        exprs = list(exprs)
        eq_flags = [bool(f) for f in eq_flags]
        if len(exprs) != len(eq_flags):
            raise ValueError("Expected the number of constraints to match that of equality flags")
        if not exprs:
            raise ValueError("Expected non-empty list of constraints")
        ctx = _resolve_context(context)
        n, array = _expr_array(exprs)
        flags = (_capi.c_bool * n)(*eq_flags)
        return IntegerSet._wrap(ctx, _c.mlirIntegerSetGet(ctx._get(), num_dims, num_symbols, n,
                                                          array, flags))

    @staticmethod
    def get_empty(num_dims, num_symbols, context=None):
        ctx = _resolve_context(context)
        return IntegerSet._wrap(ctx, _c.mlirIntegerSetEmptyGet(ctx._get(), num_dims, num_symbols))

    def get_replaced(self, dim_exprs, symbol_exprs, num_result_dims, num_result_symbols):
        dim_exprs, symbol_exprs = list(dim_exprs), list(symbol_exprs)
        if len(dim_exprs) != self.n_dims:
            raise ValueError("Expected the number of dimension replacement expressions to match "
                             "that of dimensions")
        if len(symbol_exprs) != self.n_symbols:
            raise ValueError("Expected the number of symbol replacement expressions to match "
                             "that of symbols")
        _, dims = _expr_array(dim_exprs)
        _, syms = _expr_array(symbol_exprs)
        return IntegerSet._wrap(self._ctx, _c.mlirIntegerSetReplaceGet(
            self._get(), dims, syms, num_result_dims, num_result_symbols))

    @property
    def is_canonical_empty(self):
        return bool(_c.mlirIntegerSetIsCanonicalEmpty(self._get()))

    @property
    def n_dims(self):
        return _c.mlirIntegerSetGetNumDims(self._get())

    @property
    def n_symbols(self):
        return _c.mlirIntegerSetGetNumSymbols(self._get())

    @property
    def n_inputs(self):
        return _c.mlirIntegerSetGetNumInputs(self._get())

    @property
    def n_equalities(self):
        return _c.mlirIntegerSetGetNumEqualities(self._get())

    @property
    def n_inequalities(self):
        return _c.mlirIntegerSetGetNumInequalities(self._get())

    @property
    def constraints(self):
        return IntegerSetConstraintList(self)

    def dump(self):
        _c.mlirIntegerSetDump(self._get())



for _name in __all__:
    globals()[_name].__module__ = "mlir.ir"
del _name
