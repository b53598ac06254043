%T = type { i32 }
declare void @g(i32, i32, ptr)
define void @f(ptr %p) {
  call void @g(i32 0, i32 0, ptr sret(%T) %p)
  ret void
}
