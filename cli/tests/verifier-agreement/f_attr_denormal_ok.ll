define void @f() "denormal-fp-math"="ieee,preserve-sign" {
  ret void
}
