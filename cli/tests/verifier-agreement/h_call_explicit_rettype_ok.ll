define void @f(ptr %p) {
  %r = call i32 (i32) %p(i32 1)
  ret void
}
