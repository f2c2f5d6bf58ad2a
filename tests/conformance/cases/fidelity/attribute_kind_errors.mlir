// String and flat symbol reference attributes of declarative formats: any
// attribute is read, then its kind checked.
func.func @f(%a: i1) {
  cf.assert %a, 42
  return
}

// -----

func.func @f(%a: i1) {
  cf.assert %a, @foo
  return
}

// -----

func.func @f(%a: i1) {
  %0 = func.constant 42 : () -> ()
  return
}

// -----

func.func @f(%a: i1) {
  %0 = func.constant "x" : () -> ()
  return
}

// -----

func.func @f(%a: i1) {
  %0 = func.constant @a::@b : () -> ()
  return
}

// -----

func.func @f(%a: i1) {
  func.call "x"() : () -> ()
  return
}

// -----

func.func @f(%a: i1) {
  func.call @a::@b() : () -> ()
  return
}

// -----

func.func @f(%a: i1) {
  cf.assert %a, "x" : i32
  return
}

// -----

func.func @f(%a: i1) {
  %0 = 5
  return
}
