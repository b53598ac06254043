define void @f(ptr %p) {
  call void %p() [ "ptrauth"(i32 0, i64 0), "kcfi"(i32 1) ]
  ret void
}
