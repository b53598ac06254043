define void @f(ptr %p) {
  call void asm "", "=*m"(ptr %p)
  ret void
}
