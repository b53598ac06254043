$f = comdat any
define void @f() comdat section "s" {
  ret void
}
