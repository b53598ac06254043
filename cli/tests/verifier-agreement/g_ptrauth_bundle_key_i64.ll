define void @f(ptr %fp) {
  call void %fp() [ "ptrauth"(i64 0, i64 0) ]
  ret void
}
