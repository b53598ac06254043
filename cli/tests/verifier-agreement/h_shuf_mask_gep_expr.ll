@g = global i32 0
define <2 x i32> @f(<2 x i32> %a) {
  %r = shufflevector <2 x i32> %a, <2 x i32> poison, <2 x i32> <i32 0, i32 ptrtoint (ptr @g to i32)>
  ret <2 x i32> %r
}
