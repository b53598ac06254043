declare tailcc void @callee(ptr inreg)
define tailcc void @caller(ptr %p) {
  musttail call tailcc void @callee(ptr %p)
  ret void
}
