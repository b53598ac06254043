define void @f(ptr %p) {
  call void %p() [ "kcfi"(i64 1) ]
  ret void
}
