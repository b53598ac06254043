define <2 x i32> @f(i32 %x) {
  ret <2 x i32> splat (i32 %x)
}
