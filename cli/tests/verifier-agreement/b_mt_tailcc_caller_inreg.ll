declare tailcc void @callee(ptr)
define tailcc void @caller(ptr inreg %p) {
  musttail call tailcc void @callee(ptr %p)
  ret void
}
