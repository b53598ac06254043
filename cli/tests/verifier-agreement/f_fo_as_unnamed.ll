define void @f() addrspace(1) unnamed_addr {
  ret void
}
