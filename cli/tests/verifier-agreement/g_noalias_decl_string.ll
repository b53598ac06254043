define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !"x")
  ret void
}
declare void @llvm.experimental.noalias.scope.decl(metadata)
