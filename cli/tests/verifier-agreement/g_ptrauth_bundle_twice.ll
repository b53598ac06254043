define void @f(ptr %fp) {
  call void %fp() [ "ptrauth"(i32 0, i64 0), "ptrauth"(i32 0, i64 0) ]
  ret void
}
