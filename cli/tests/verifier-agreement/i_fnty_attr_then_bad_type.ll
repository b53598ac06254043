define void @g(ptr %p) {
  call void (i32 noundef %x, label) %p(i32 1)
  ret void
}
