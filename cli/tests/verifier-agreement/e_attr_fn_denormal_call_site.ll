declare void @g()
define void @f() {
  call void @g() "denormal-fp-math"="junk"
  ret void
}
