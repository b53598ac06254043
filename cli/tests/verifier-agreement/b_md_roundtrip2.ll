declare void @llvm.foo(metadata)
define void @f() {
  call void @llvm.foo(metadata metadata !0)
  ret void
}
!0 = !{}
