define void @f(ptr %p) {
e:
  store label %e, ptr %p
  ret void
}
