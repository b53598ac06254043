define void @f(ptr %fp, ptr %d) {
  call void %fp() [ "deactivation-symbol"(ptr %d) ]
  ret void
}
