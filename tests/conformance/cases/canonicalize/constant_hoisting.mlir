// Constants are uniqued and hoisted to the start of the entry block of the
// nearest isolated region; moved or merged ones lose their location.
// (File locations only: the printer numbers name-location aliases apart.)
func.func @hoist(%x: i32, %c: i1, %m: memref<i32>) -> i32 {
  %0 = arith.addi %x, %x : i32
  %c1 = arith.constant 1 : i32
  %1 = arith.addi %0, %c1 : i32
  scf.if %c {
    %c1b = arith.constant 1 : i32
    %c7 = arith.constant 7 : i32
    %2 = arith.addi %x, %c7 : i32
    %3 = arith.muli %2, %c1b : i32
    memref.store %3, %m[] : memref<i32>
  }
  %c2 = arith.constant 2 : i32
  %4 = arith.muli %1, %c2 : i32
  return %4 : i32
}

func.func @kept(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %x, %c5 : i32
  return %0 : i32
}

func.func @reversed(%x: i32) -> (i32, i32, i32) {
  %0 = arith.muli %x, %x : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.addi %0, %c2 : i32
  %3 = arith.addi %0, %c3 : i32
  return %1, %2, %3 : i32, i32, i32
}
