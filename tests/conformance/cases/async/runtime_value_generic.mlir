// async.runtime.load/store: the value type is the parameter of
// !async.value<T> (TypesMatchWith with getValueType()).
func.func @f(%v: !async.value<f32>, %x: f32, %t: !async.value<tensor<2xi32>>) -> tensor<2xi32> {
  async.runtime.store %x, %v : <f32>
  %l = async.runtime.load %v : <f32>
  %m = async.runtime.load %t : <tensor<2xi32>>
  %n = async.runtime.create : !async.value<memref<4xf32>>
  return %m : tensor<2xi32>
}
