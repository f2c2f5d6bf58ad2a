// Branch weights as !prof metadata: identical weights share a node, nodes
// are numbered after the module flags in the order instructions use them
// (block layout order, not translation order).
llvm.func @weights(%c: i1, %x: i32) -> i32 {
  llvm.cond_br %c weights([10, 90]), ^bb1, ^bb2
^bb1:
  llvm.switch %x : i32, ^bb2 [
    1: ^bb3,
    2: ^bb1
  ] {branch_weights = array<i32: 5, 6, 7>}
^bb2:
  llvm.cond_br %c weights([10, 90]), ^bb3, ^bb1
^bb3:
  llvm.cond_br %c weights([1, 2000]), ^bb1, ^bb4
^bb4:
  llvm.return %x : i32
}

llvm.func @other(%c: i1) {
  llvm.cond_br %c weights([1, 2000]), ^bb1, ^bb1
^bb1:
  llvm.return
}
