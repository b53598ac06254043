%T = type opaque
declare void @g(...)
define void @f(i32 %y) {
x:
  call void (...) @g(i32 (i32) @f)
  ret void
}
