@g = global i32 0
define <vscale x 2 x ptr> @f() {
  ret <vscale x 2 x ptr> getelementptr (i8, ptr @g, <vscale x 2 x i64> zeroinitializer)
}
