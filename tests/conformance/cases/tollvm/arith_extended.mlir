func.func @extended(%a: i32, %b: i32, %v: vector<4xi16>, %u: i64) -> (i32, i1, i32, i32, vector<4xi16>, vector<4xi16>, i64, i64) {
  %sum, %carry = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mului_extended %a, %b : i32
  %vlo, %vhi = arith.mulsi_extended %v, %v : vector<4xi16>
  %l, %h = arith.mulsi_extended %u, %u : i64
  return %sum, %carry, %lo, %hi, %vlo, %vhi, %l, %h : i32, i1, i32, i32, vector<4xi16>, vector<4xi16>, i64, i64
}
