define void @g(ptr %p) {
  call void (label) %p(label %e)
  ret void
}
