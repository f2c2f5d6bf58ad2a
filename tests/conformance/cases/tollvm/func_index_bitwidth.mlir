func.func @idx(%i: index, %m: memref<?x?xi8>) -> (index, memref<?x?xi8>) {
  return %i, %m : index, memref<?x?xi8>
}
