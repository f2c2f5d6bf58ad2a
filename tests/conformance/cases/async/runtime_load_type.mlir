func.func @f(%v: !async.value<f32>) {
  %l = "async.runtime.load"(%v) : (!async.value<f32>) -> f64
  return
}
