define void @f() addrspace(1) addrspace(2) {
  ret void
}
