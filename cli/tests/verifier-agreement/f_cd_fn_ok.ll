$c = comdat any
define void @f() comdat($c) {
  ret void
}
