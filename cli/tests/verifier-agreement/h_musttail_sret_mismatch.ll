declare void @g(ptr sret(i32))
define void @f(ptr %p) {
  musttail call void @g(ptr sret(i32) %p)
  ret void
}
