define void @f() {
  call void @llvm.reloc.none(metadata !{})
  ret void
}
declare void @llvm.reloc.none(metadata)
