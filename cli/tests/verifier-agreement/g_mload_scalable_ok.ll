define <vscale x 4 x i32> @f(ptr %p, <vscale x 4 x i1> %m) {
  %r = call <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr align 16 %p, <vscale x 4 x i1> %m, <vscale x 4 x i32> zeroinitializer)
  ret <vscale x 4 x i32> %r
}
declare <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr, <vscale x 4 x i1>, <vscale x 4 x i32>)
