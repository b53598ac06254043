%T = type opaque
declare void @g(...)
define void @f(i32 %y) {
x:
  call void (...) @g(%T zeroinitializer)
  ret void
}
