define void @g(ptr %p) {
  call void (i32 %0, i32 %1) %p(i32 1, i32 2)
  ret void
}
