define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  ret void
}
declare void @llvm.experimental.noalias.scope.decl(metadata)
!0 = !{}
