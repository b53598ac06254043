define void @g(ptr %p) {
  call void (i32 %x) %p(i32 1)
  ret void
}
