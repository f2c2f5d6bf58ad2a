func.func @a() {
  return
}
