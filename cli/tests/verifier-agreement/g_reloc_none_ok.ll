define void @f() {
  call void @llvm.reloc.none(metadata !"foo")
  ret void
}
declare void @llvm.reloc.none(metadata)
