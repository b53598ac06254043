define void @f(ptr %fp, i32 %k) {
  call void %fp() [ "ptrauth"(i32 %k, i64 0) ]
  ret void
}
