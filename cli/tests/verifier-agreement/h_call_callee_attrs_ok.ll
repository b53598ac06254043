declare void @g(i32)
define void @f() {
  call void @g(i32 1) nounwind readnone
  ret void
}
