declare tailcc void @callee(ptr)
define tailcc void @caller(ptr inalloca(i32) %p) {
  musttail call tailcc void @callee(ptr %p)
  ret void
}
