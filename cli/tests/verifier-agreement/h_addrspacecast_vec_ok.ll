define <2 x ptr addrspace(1)> @f(<2 x ptr> %p) {
  %r = addrspacecast <2 x ptr> %p to <2 x ptr addrspace(1)>
  ret <2 x ptr addrspace(1)> %r
}
