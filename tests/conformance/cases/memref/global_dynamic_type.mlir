memref.global "private" @g : memref<?xf32>
