declare void @llvm.donothing()
declare void @llvm.dbg.value(metadata, metadata, metadata)
define void @f() {
  call void @llvm.donothing()
  ret void
}
