define void @f(ptr %p, i32 %x) {
  call void %p() [ "kcfi"(i32 %x) ]
  ret void
}
