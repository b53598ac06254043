define i32 @f(<vscale x 4 x i32> %v, <vscale x 4 x i1> %m, i32 %d) {
  %r = call i32 @llvm.experimental.vector.extract.last.active.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i1> %m, i32 %d)
  ret i32 %r
}
declare i32 @llvm.experimental.vector.extract.last.active.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i1>, i32)
