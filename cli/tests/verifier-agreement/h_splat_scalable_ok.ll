define <vscale x 4 x float> @f() {
  ret <vscale x 4 x float> splat (float 1.0)
}
