declare void @llvm.dbg.value(metadata, metadata, metadata)
define void @f(i32 %x) {
  call void @llvm.dbg.value(metadata !{i32 %x}, metadata !0, metadata !DIExpression())
  ret void
}
!0 = !{}
