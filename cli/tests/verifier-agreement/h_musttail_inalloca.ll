declare void @g(ptr inalloca(i32))
define void @f(ptr %p) {
  musttail call void @g(ptr inalloca(i32) %p)
  ret void
}
