// RUN: mlir-opt %s --inline | FileCheck %s --check-prefix=OPT --match-full-lines

func.func private @helper(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  return %0 : i32
}

// OPT-LABEL: func.func @caller(%arg0: i32) -> i32 {
// OPT-NEXT: %c4_i32 = arith.constant 4 : i32
// OPT-NEXT: %0 = arith.muli %arg0, %c4_i32 : i32
// OPT-NEXT: return %0 : i32
// OPT-NEXT: }
func.func @caller(%a: i32) -> i32 {
  %0 = func.call @helper(%a) : (i32) -> i32
  %1 = func.call @helper(%0) : (i32) -> i32
  return %1 : i32
}

func.func private @unused() {
  return
}
