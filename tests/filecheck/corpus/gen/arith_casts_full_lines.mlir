// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=OPT --match-full-lines

// OPT-LABEL: func.func @ext_trunc(%arg0: i8) -> i8 {
// OPT-NEXT: return %arg0 : i8
// OPT-NEXT: }
func.func @ext_trunc(%a: i8) -> i8 {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  return %1 : i8
}

// OPT-LABEL: func.func @index_cast(%arg0: i32) -> index {
// OPT-NEXT: %0 = arith.index_cast %arg0 : i32 to index
// OPT-NEXT: return %0 : index
// OPT-NEXT: }
func.func @index_cast(%a: i32) -> index {
  %0 = arith.index_cast %a : i32 to index
  return %0 : index
}

// OPT-LABEL: func.func @sitofp(%arg0: i32) -> f64 {
// OPT-NEXT: %0 = arith.sitofp %arg0 : i32 to f64
// OPT-NEXT: return %0 : f64
// OPT-NEXT: }
func.func @sitofp(%a: i32) -> f64 {
  %0 = arith.sitofp %a : i32 to f64
  return %0 : f64
}
