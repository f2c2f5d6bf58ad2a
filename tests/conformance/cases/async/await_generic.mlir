// async.await: custom<AwaitResultType> gives the result type from the
// awaited value (none for a token).
func.func @f(%t: !async.token, %v: !async.value<f32>, %w: !async.value<tensor<2xi8>>) -> f32 {
  async.await %t : !async.token
  %0 = async.await %v : !async.value<f32>
  %1 = async.await %w : !async.value<tensor<2xi8>> {note}
  return %0 : f32
}
