declare void @g(ptr addrspace(1))
define void @f(ptr %p) {
  musttail call void @g(ptr addrspace(1) null)
  ret void
}
