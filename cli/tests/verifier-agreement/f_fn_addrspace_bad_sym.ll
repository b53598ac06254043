define void @f() addrspace("Q") {
  ret void
}
