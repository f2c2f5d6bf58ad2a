// Malformed #complex.number attributes.
"test.x"() {a = #complex.number<:f16 0.1, 3>} : () -> ()

// -----

"test.x"() {a = #complex.number<:f16 0.1, -0x3FF0000000000000>} : () -> ()

// -----

"test.x"() {a = #complex.number<f32 1.0, 0.0>} : () -> ()

// -----

"test.x"() {a = #complex.number<:f64 1.0 0.0>} : () -> ()

// -----

"test.x"() {a = #complex.number<:f64 -0.0, inf>} : () -> ()

// -----

"test.x"() {a = #complex.number<:f64 1.0, "x">} : () -> ()
