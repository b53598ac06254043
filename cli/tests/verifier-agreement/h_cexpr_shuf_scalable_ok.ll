define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> splat (i32 3), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
}
