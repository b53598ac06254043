define void @f(ptr %p) {
  call void @llvm.dbg.addr(metadata ptr %p, metadata !{}, metadata !DIExpression())
  ret void
}
declare void @llvm.dbg.addr(metadata, metadata, metadata)
