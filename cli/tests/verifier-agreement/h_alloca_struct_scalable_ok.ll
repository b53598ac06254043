define void @f() {
  %p = alloca {<vscale x 4 x i32>, <vscale x 4 x i32>}
  ret void
}
