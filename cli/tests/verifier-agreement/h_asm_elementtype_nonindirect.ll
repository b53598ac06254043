define void @f(ptr %p) {
  call void asm "", "r"(ptr elementtype(i32) %p)
  ret void
}
