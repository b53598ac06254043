declare tailcc void @callee(ptr)
define tailcc void @caller(ptr %p) {
  musttail call tailcc void @callee(ptr byref(i32) %p)
  ret void
}
