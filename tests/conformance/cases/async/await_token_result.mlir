func.func @f(%t: !async.token) {
  %0 = "async.await"(%t) : (!async.token) -> f64
  return
}
