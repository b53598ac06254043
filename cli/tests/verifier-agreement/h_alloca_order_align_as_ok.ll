define void @f() {
  %p = alloca i32, align 4, addrspace(0)
  ret void
}
