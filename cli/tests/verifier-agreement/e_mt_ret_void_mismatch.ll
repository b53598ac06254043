declare void @g()
define i32 @f() {
  musttail call void @g()
  ret i32 0
}
