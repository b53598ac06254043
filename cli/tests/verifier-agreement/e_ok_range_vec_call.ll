declare <2 x i32> @g()
define <2 x i32> @f(ptr %p) {
  %v = call <2 x i32> @g(), !range !0
  %w = load i8, ptr %p, !range !1
  ret <2 x i32> %v
}
!0 = !{i32 0, i32 4, i32 8, i32 12}
!1 = !{i8 -1, i8 1}
