declare tailcc void @callee(ptr)
define tailcc void @caller(ptr byval(i32) %p) {
  musttail call tailcc void @callee(ptr byval(i32) %p)
  ret void
}
