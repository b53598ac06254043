declare void @llvm.foo(metadata)
define void @f(i1 %c) {
  %p = select i1 %c, metadata !0, metadata !1
  call void @llvm.foo(metadata %p)
  ret void
}
!0 = !{}
!1 = !{i32 1}
