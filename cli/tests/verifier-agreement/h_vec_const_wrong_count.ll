define <2 x i32> @f() {
  ret <2 x i32> <i32 1, i32 2, i32 3>
}
