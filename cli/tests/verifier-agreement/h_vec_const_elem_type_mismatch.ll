define <2 x i32> @f() {
  ret <2 x i32> <i64 1, i64 2>
}
