define <4 x ptr addrspace(1)> @f(<2 x ptr> %p) {
  %r = addrspacecast <2 x ptr> %p to <4 x ptr addrspace(1)>
  ret <4 x ptr addrspace(1)> %r
}
