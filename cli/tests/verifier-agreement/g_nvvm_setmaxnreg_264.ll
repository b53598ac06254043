define void @f() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 264)
  ret void
}
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg)
