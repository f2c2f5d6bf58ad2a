!t = tensor<2xi32>
#a = {k = 1}
"foo.op"() {x = #a, y = !t} : () -> ()
