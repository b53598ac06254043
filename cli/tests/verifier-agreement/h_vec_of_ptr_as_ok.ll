define void @f(<2 x ptr addrspace(3)> %a) {
  ret void
}
