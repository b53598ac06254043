define void @f(i32 %x) {
  call void @llvm.reloc.none(metadata i32 %x)
  ret void
}
declare void @llvm.reloc.none(metadata)
