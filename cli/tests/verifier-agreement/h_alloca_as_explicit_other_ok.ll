define void @f() {
  %p = alloca i32, addrspace(1)
  ret void
}
