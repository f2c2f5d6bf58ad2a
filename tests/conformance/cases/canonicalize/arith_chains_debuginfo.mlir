// Constant chains through addi/subi/muli (the declarative rules), with the
// overflow flags they merge.
func.func @chains(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %0 = arith.addi %a, %c2 overflow<nsw> : i32
  %s = arith.subi %x, %c3 : i32
  %1 = arith.addi %s, %c2 : i32
  %t = arith.subi %c3, %x : i32
  %2 = arith.addi %t, %c1 : i32
  %3 = arith.subi %a, %c3 : i32
  %4 = arith.subi %c3, %a : i32
  %5 = arith.subi %s, %c1 : i32
  %6 = arith.subi %c2, %s : i32
  %7 = arith.subi %c1, %t : i32
  %m = arith.muli %x, %c3 : i32
  %8 = arith.muli %m, %c3 : i32
  %d = arith.subi %x, %y : i32
  %9 = arith.subi %d, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @neg_one(%x: index, %y: index) -> (index, index) {
  %m1 = arith.constant -1 : index
  %m = arith.muli %y, %m1 : index
  %0 = arith.addi %x, %m : index
  %1 = arith.addi %m, %x : index
  return %0, %1 : index, index
}

func.func @exts(%a: i1, %b: i1, %c: i8, %d: i8) -> (i32, i32, i32) {
  %ea = arith.extui %a : i1 to i32
  %eb = arith.extui %b : i1 to i32
  %0 = arith.xori %ea, %eb : i32
  %ec = arith.extsi %c : i8 to i32
  %ed = arith.extsi %d : i8 to i32
  %1 = arith.andi %ec, %ed : i32
  %2 = arith.ori %ec, %ed : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @extended(%x: i32, %y: i32) -> (i32, i32, i32, i32, i1) {
  %c1 = arith.constant 1 : i32
  %lo, %hi = arith.mulsi_extended %x, %c1 : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %a = arith.constant -5 : i32
  %b = arith.constant 7 : i32
  %l3, %h3 = arith.mulsi_extended %a, %b : i32
  %s4, %o4 = arith.addui_extended %a, %b : i32, i1
  return %lo, %hi, %l2, %h3, %o4 : i32, i32, i32, i32, i1
}
