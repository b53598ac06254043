define ptx_kernel i32 @f() {
  ret i32 0
}
