// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefixes=BOTH,NOPE

func.func @ext_trunc(%a: i8) -> i8 {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  return %1 : i8
}

func.func @index_cast(%a: i32) -> index {
  %0 = arith.index_cast %a : i32 to index
  return %0 : index
}

func.func @sitofp(%a: i32) -> f64 {
  %0 = arith.sitofp %a : i32 to f64
  return %0 : f64
}

// BOTH: module
// OPT2: func.func
// BOTH: return
