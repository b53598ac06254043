%T = type opaque
declare void @g(...)
define void @f(i32 %y) {
x:
  call void (...) @g(label %x)
  ret void
}
