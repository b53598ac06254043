%T = type { i32 }
declare void @g(i32, ...)
define void @f(ptr %p) {
  call void (i32, ...) @g(i32 0, ptr sret(%T) %p)
  ret void
}
