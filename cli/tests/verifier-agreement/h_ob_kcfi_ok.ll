define void @f(ptr %p) {
  call void %p() [ "kcfi"(i32 1) ]
  ret void
}
