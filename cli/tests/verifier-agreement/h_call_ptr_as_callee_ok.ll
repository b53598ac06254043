define void @f(ptr addrspace(1) %p) {
  call addrspace(1) void %p()
  ret void
}
