define void @f(i32 %x) {
  call void @g(i32 %x)
  ret void
}
declare void @g(i32 immarg)
