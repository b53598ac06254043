define void @f() {
  %p = alloca i32, addrspace(0), align 4
  ret void
}
