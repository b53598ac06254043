define void @f(ptr %fp) {
  call void %fp() [ "deactivation-symbol"(i64 0) ]
  ret void
}
