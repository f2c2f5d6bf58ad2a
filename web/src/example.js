// The module a first-time visitor sees. It sticks to what the core parses
// today: the generic form of any op, `module {}`, builtin types and attributes.
export const EXAMPLE = `// Welcome to the mlirc playground: MLIR's core in C, running
// as WebAssembly in your browser. Edit the module, then press
// Run or Ctrl-Enter.
//
// \`foo\` is an unregistered dialect: any op can be written in
// the generic form "dialect.op"(operands) {attributes} : type.
module {
  "foo.func"() ({
  ^bb0(%x: i32, %v: tensor<4xf32>):
    %c = "foo.constant"() {value = 42 : i32} : () -> i32
    %sum = "foo.add"(%x, %c) : (i32, i32) -> i32
    %big = "foo.cmp"(%sum, %c) {pred = "sgt"} : (i32, i32) -> i1
    "foo.cond_br"(%big)[^yes, ^no] : (i1) -> ()
  ^yes:
    %w = "foo.scale"(%v) {by = 2.5 : f32} : (tensor<4xf32>) -> tensor<4xf32>
    "foo.print"(%w) {tag = dense<[1, 2]> : vector<2xi8>} : (tensor<4xf32>) -> ()
    "foo.return"() : () -> ()
  ^no:
    "foo.return"(%sum) : (i32) -> ()
  }) {sym_name = "example", type = (i32, tensor<4xf32>) -> ()} : () -> ()
}
`;
