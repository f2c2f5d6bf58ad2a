func.func @f(%v: !async.value<f32>) {
  %0 = "async.await"(%v) : (!async.value<f32>) -> f64
  return
}
