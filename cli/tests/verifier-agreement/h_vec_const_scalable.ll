define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> <i32 1, i32 2>
}
