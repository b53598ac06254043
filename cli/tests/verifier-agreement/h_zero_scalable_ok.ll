define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> zeroinitializer
}
