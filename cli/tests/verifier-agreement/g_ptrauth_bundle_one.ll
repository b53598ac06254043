define void @f(ptr %fp) {
  call void %fp() [ "ptrauth"(i32 0) ]
  ret void
}
