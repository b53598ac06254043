define i32 @f(ptr %p) {
  %r = call i32 @llvm.amdgcn.cooperative.atomic.load.32x4B.p0(ptr %p, i32 0, metadata !0)
  ret i32 %r
}
declare i32 @llvm.amdgcn.cooperative.atomic.load.32x4B.p0(ptr, i32 immarg, metadata)
!0 = !{!"agent"}
