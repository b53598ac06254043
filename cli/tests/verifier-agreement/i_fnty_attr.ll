define void @g(ptr %p) {
  call void (i32 noundef) %p(i32 1)
  ret void
}
