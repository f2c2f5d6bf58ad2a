func.func @f(%a: tensor<2xi8, 1 : i64>, %b: tensor<2xi8, 1.0 : f32>, %c: tensor<2xi8, "s">, %d: tensor<2xi8, [1, 2]>) {
  return
}
