declare tailcc void @callee(ptr)
define tailcc void @caller(ptr byref(i32) %p) {
  musttail call tailcc void @callee(ptr %p)
  ret void
}
