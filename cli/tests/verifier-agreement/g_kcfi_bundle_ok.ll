define void @f(ptr %fp) {
  call void %fp() [ "kcfi"(i32 12345) ]
  ret void
}
