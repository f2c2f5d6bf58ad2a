func.func @branches(%c: i1, %i: index, %x: i32, %m: memref<?xf32>) -> index {
  cf.cond_br %c, ^loop(%i, %m : index, memref<?xf32>), ^exit(%i : index) {branch_weights = array<i32: 90, 10>}
^loop(%k: index, %buf: memref<?xf32>):
  cf.switch %x : i32, [
    default: ^exit(%k : index),
    0: ^loop(%i, %buf : index, memref<?xf32>),
    5: ^other
  ]
^other:
  cf.br ^exit(%i : index)
^exit(%r: index):
  return %r : index
}
