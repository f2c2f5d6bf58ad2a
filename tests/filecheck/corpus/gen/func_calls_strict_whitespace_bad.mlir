// RUN: mlir-opt %s --inline | FileCheck %s --check-prefix=STRICT --strict-whitespace

func.func private @helper(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  return %0 : i32
}

func.func @caller(%a: i32) -> i32 {
  %0 = func.call @helper(%a) : (i32) -> i32
  %1 = func.call @helper(%0) : (i32) -> i32
  return %1 : i32
}

func.func private @unused() {
  return
}

// STRICT: module {
// STRICT-NEXT: func.func @caller(%arg0: i32) -> i32 {
// STRICT-NEXT:   %c4_i32 = arith.constant 4 : i32
// STRICT-NEXT:   %0 = arith.muli %arg0, %c4_i32 : i32
// STRICT-NEXT:   return %0 : i32
// STRICT-NEXT: }
