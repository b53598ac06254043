define void @f(ptr %fp) {
  call void %fp() [ "kcfi"(i64 12345) ]
  ret void
}
