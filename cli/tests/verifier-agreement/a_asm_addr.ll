declare void @g(ptr)
define void @f() {
  call void @g(ptr asm "", ""())
  ret void
}
