declare void @g()
define void @f() {
  %p = getelementptr i8, ptr @g, i64 0
  call i32 %p()
  ret void
}
