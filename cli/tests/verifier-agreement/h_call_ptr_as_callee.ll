define void @f(ptr addrspace(1) %p) {
  call void %p()
  ret void
}
