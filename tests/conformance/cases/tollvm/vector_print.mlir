// vector.print of scalars calls the runtime's printers (declared at the
// start of the module), then its punctuation or string; a vector is left
// for convert-vector-to-scf.
func.func @p(%f: f32, %d: f64, %h: f16, %b: bf16, %i: index, %c: i1, %s: i32, %u: ui16, %l: i64, %v: vector<2xf32>) {
  vector.print %f : f32
  vector.print %d : f64 punctuation <comma>
  vector.print %h : f16 punctuation <no_punctuation>
  vector.print %b : bf16
  vector.print %i : index
  vector.print %c : i1
  vector.print %s : i32
  vector.print %u : ui16
  vector.print %l : i64 punctuation <open>
  vector.print punctuation <close>
  vector.print str "done\n"
  vector.print str "twice"
  vector.print %v : vector<2xf32>
  return
}
