@p = global ptr @f
define void @f() addrspace(1) {
  ret void
}
