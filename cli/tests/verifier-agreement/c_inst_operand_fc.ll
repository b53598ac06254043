define void @f() {
  %x = add i32 0, 0
  call void @g(label %x)
  ret void
}
declare void @g(label)
