define <4 x i32> @f(ptr addrspace(1) %p) {
  %r = call <4 x i32> @llvm.amdgcn.av.load.b128.p1(ptr addrspace(1) %p, metadata !0)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.amdgcn.av.load.b128.p1(ptr addrspace(1), metadata)
!0 = !{!"agent"}
