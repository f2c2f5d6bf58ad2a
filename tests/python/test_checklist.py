"""The API checklist (shared/reference/python-api-checklist.md): its parser on
a sample of the checklist's notations, and, when the checklist is next to the
source tree, that every starred (most-used) upstream member exists in our
package. The full report: python3 tests/python/api_checklist.py -v"""

import os
import unittest

import api_checklist
from api_checklist import STAR, Checklist

SAMPLE = f"""\
### 1.1 `mlir.ir` module-level
| name | notes |
|---|---|
| {STAR} `register_attribute_builder(kind, replace=False)` | decorator |
| `globals` (`_Globals`: `append_dialect_search_prefix`, `register_traceback_file_exclusion/inclusion`) | new |
| `get_dialect_registry`, `append_load_on_create_dialect` | from `_mlir_libs` |
| `MLIRError(message, error_diagnostics)` {STAR} | raised |

### 1.2 Core classes
| class | members |
|---|---|
| {STAR} Context | `__init__()`, {STAR}`__enter__/__exit__`, {STAR}`Context.current`, {STAR}`dialects`/`d` (`Dialects` by attr/item), `_CAPIPtr/_CAPICreate` |
| {STAR} _OperationBase (shared) | {STAR}`print(...)` (kwargs: `large_elements_limit`, {STAR}`print_generic_op_form`; or `print(state: AsmState, file, binary)`), {STAR}`verify()` (raises `MLIRError`) |
| WalkOrder / WalkResult | `PRE_ORDER/POST_ORDER`; `ADVANCE/INTERRUPT/SKIP` (new) |
| Diagnostics | `DiagnosticSeverity {{ERROR, NOTE}}`; `Diagnostic` (`severity`, `notes`) |
| OpView | class attrs {STAR}`OPERATION_NAME`, `_ODS_REGIONS=(n, bool)` |

### 1.3 Types (all: `isinstance(t)`, cast ctor `X(type)`, `typeid`)
| class | key members |
|---|---|
| {STAR} Type | {STAR}`Type.parse(asm, context=)` |
| BF16Type, Float8E4M3FN/E5M2 | `get()` |
| ComplexType(`get(elt)`, `element_type`) | |

### 1.4 Attributes (all: `isinstance`, `typeid`)
| class | key members |
|---|---|
| {STAR} DenseI8/★I64/BoolArrayAttr | `get(seq)` |
| SymbolRefAttr / {STAR}FlatSymbolRefAttr | `get(list)` / {STAR}`get(str)` |

### 1.5 `mlir.passmanager`
| member | notes |
|---|---|
| {STAR} `PassManager.parse(pipeline, context=)` | |
| `Pass(name, *, argument="")` base class with `run(operation)` | |

### 1.6 `mlir.rewrite`
`RewritePatternSet(context=)`: {STAR}`add(root, fn, benefit=1)`, {STAR}`freeze()`;
`GreedyRewriteConfig` (max_iterations, enable_folding); `walk_and_apply_patterns(op, set)`;
`ConversionTarget` (add_legal/illegal_op/dialect)

### 1.7 `mlir.dialects._ods_common`
- Current tblgen header imports from `_ods_common`:
  `_cext`, `segmented_accessor`; sets `_ods_ir = _ods_cext.ir`.
- Generated code relies on: `_ods_ir.AttrBuilder.contains/get('<AttrDefName>')`, `_ods_ir.UnitAttr.get`
- Hand-written dialect extras commonly used: `func.FuncOp(name, type)`,
  `add_entry_block()`, {STAR}`@func.func(*input_types)` (= `FuncOp.from_py_func`),
  {STAR}`arith.constant(type, value)`, `ConstantOp.create_index` (`arith.py`).
- Python-defined dialects at runtime: `mlir.dialects.irdl` bindings and `mlir.dialects.ext`
  (`Dialect`, `infer_type`; lowers type hints to IRDL).
"""

EXPECTED = sorted(f"{STAR if starred else ' '} {path}" for starred, path in [
    (True, "mlir.ir.register_attribute_builder"),
    (False, "mlir.ir.globals"),
    (False, "mlir.ir.globals.append_dialect_search_prefix"),
    (False, "mlir.ir.globals.register_traceback_file_exclusion"),
    (False, "mlir.ir.globals.register_traceback_file_inclusion"),
    (False, "mlir._mlir_libs.get_dialect_registry"),
    (False, "mlir._mlir_libs.append_load_on_create_dialect"),
    (True, "mlir.ir.MLIRError"),
    (True, "mlir.ir.Context"),
    (False, "mlir.ir.Context.__init__"),
    (True, "mlir.ir.Context.__enter__"),
    (True, "mlir.ir.Context.__exit__"),
    (True, "mlir.ir.Context.current"),
    (True, "mlir.ir.Context.dialects"),
    (True, "mlir.ir.Context.d"),
    (False, "mlir.ir.Dialects"),
    (False, "mlir.ir.Context._CAPIPtr"),
    (False, "mlir.ir.Context._CAPICreate"),
    (True, "mlir.ir._OperationBase"),
    (True, "mlir.ir._OperationBase.print"),
    (True, "mlir.ir._OperationBase.verify"),
    (False, "mlir.ir.WalkOrder"),
    (False, "mlir.ir.WalkOrder.PRE_ORDER"),
    (False, "mlir.ir.WalkOrder.POST_ORDER"),
    (False, "mlir.ir.WalkResult"),
    (False, "mlir.ir.WalkResult.ADVANCE"),
    (False, "mlir.ir.WalkResult.INTERRUPT"),
    (False, "mlir.ir.WalkResult.SKIP"),
    (False, "mlir.ir.DiagnosticSeverity"),
    (False, "mlir.ir.DiagnosticSeverity.ERROR"),
    (False, "mlir.ir.DiagnosticSeverity.NOTE"),
    (False, "mlir.ir.Diagnostic"),
    (False, "mlir.ir.Diagnostic.severity"),
    (False, "mlir.ir.Diagnostic.notes"),
    (False, "mlir.ir.OpView"),
    (True, "mlir.ir.OpView.OPERATION_NAME"),
    (False, "mlir.ir.OpView._ODS_REGIONS"),
    (True, "mlir.ir.Type"),
    (True, "mlir.ir.Type.parse"),
    (False, "mlir.ir.BF16Type"),
    (False, "mlir.ir.Float8E4M3FNType"),
    (False, "mlir.ir.Float8E5M2Type"),
    (False, "mlir.ir.ComplexType"),
] + [(False, f"mlir.ir.{cls}.{m}")
     for cls in ("BF16Type", "Float8E4M3FNType", "Float8E5M2Type", "ComplexType")
     for m in ("isinstance", "typeid", "static_typeid")] + [
    (False, "mlir.ir.BF16Type.get"),
    (False, "mlir.ir.Float8E4M3FNType.get"),
    (False, "mlir.ir.Float8E5M2Type.get"),
    (False, "mlir.ir.ComplexType.get"),
    (False, "mlir.ir.ComplexType.element_type"),
    (True, "mlir.ir.DenseI8ArrayAttr"),
    (True, "mlir.ir.DenseI64ArrayAttr"),
    (True, "mlir.ir.DenseBoolArrayAttr"),
    (False, "mlir.ir.SymbolRefAttr"),
    (True, "mlir.ir.FlatSymbolRefAttr"),
] + [(False, f"mlir.ir.{cls}.{m}")
     for cls in ("DenseI8ArrayAttr", "DenseI64ArrayAttr", "DenseBoolArrayAttr",
                 "SymbolRefAttr", "FlatSymbolRefAttr")
     for m in ("isinstance", "typeid")] + [
    (False, "mlir.ir.DenseI8ArrayAttr.get"),
    (False, "mlir.ir.DenseI64ArrayAttr.get"),
    (False, "mlir.ir.DenseBoolArrayAttr.get"),
    (True, "mlir.ir.SymbolRefAttr.get"),
    (True, "mlir.ir.FlatSymbolRefAttr.get"),
    (True, "mlir.passmanager.PassManager.parse"),
    (False, "mlir.passmanager.Pass"),
    (False, "mlir.passmanager.Pass.run"),
    (False, "mlir.rewrite.RewritePatternSet"),
    (True, "mlir.rewrite.RewritePatternSet.add"),
    (True, "mlir.rewrite.RewritePatternSet.freeze"),
    (False, "mlir.rewrite.GreedyRewriteConfig"),
    (False, "mlir.rewrite.GreedyRewriteConfig.max_iterations"),
    (False, "mlir.rewrite.GreedyRewriteConfig.enable_folding"),
    (False, "mlir.rewrite.walk_and_apply_patterns"),
    (False, "mlir.rewrite.ConversionTarget"),
    (False, "mlir.rewrite.ConversionTarget.add_legal_op"),
    (False, "mlir.rewrite.ConversionTarget.add_legal_dialect"),
    (False, "mlir.rewrite.ConversionTarget.add_illegal_op"),
    (False, "mlir.rewrite.ConversionTarget.add_illegal_dialect"),
    (False, "mlir.dialects._ods_common._cext"),
    (False, "mlir.dialects._ods_common.segmented_accessor"),
    (False, "mlir.ir.AttrBuilder.contains"),
    (False, "mlir.ir.AttrBuilder.get"),
    (False, "mlir.ir.UnitAttr.get"),
    (False, "mlir.dialects.func.FuncOp"),
    (False, "mlir.dialects.func.FuncOp.add_entry_block"),
    (True, "mlir.dialects.func.func"),
    (False, "mlir.dialects.func.FuncOp.from_py_func"),
    (True, "mlir.dialects.arith.constant"),
    (False, "mlir.dialects.arith.ConstantOp.create_index"),
    (False, "mlir.dialects.irdl"),
    (False, "mlir.dialects.ext"),
    (False, "mlir.dialects.ext.Dialect"),
    (False, "mlir.dialects.ext.infer_type"),
])


class ChecklistParserTest(unittest.TestCase):
    def test_sample_items(self):
        items = sorted(str(item) for item in Checklist(SAMPLE).items.values())
        self.assertEqual(items, EXPECTED)

    def test_presence(self):
        checklist = Checklist(SAMPLE)
        by_path = {str(i)[2:]: i for i in checklist.items.values()}
        self.assertTrue(checklist.present(by_path["mlir.ir.Context.current"]))
        self.assertTrue(checklist.present(by_path["mlir.ir.Type.parse"]))
        # an instance attribute set in __init__
        self.assertTrue(checklist.present(by_path["mlir.ir.Diagnostic.severity"]))
        self.assertFalse(checklist.present(by_path["mlir.dialects.ext.infer_type"]))


@unittest.skipUnless(api_checklist.default_path(), "no ../shared checklist next to the tree")
class UpstreamChecklistTest(unittest.TestCase):
    def test_every_starred_member_is_present(self):
        with open(api_checklist.default_path(), encoding="utf-8") as f:
            checklist = Checklist(f.read())
        starred_present, starred_total, present, total, missing = checklist.report()
        print(f"\nAPI checklist: starred {starred_present}/{starred_total}, "
              f"all {present}/{total}")
        self.assertGreater(starred_total, 100)
        self.assertEqual([str(i) for i in missing if i.starred], [])


if __name__ == "__main__":
    unittest.main()
