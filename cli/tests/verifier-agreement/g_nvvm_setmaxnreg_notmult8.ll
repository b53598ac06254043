define void @f() {
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 100)
  ret void
}
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg)
