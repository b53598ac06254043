define void @f() "denormal-fp-math"="foo" {
  ret void
}
