declare void @llvm.foo(metadata)
define void @f(i32 %x) {
  call void @llvm.foo(metadata !0)
  ret void
}
!0 = !{i32 0}
