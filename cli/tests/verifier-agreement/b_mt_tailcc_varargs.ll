declare tailcc void @callee(ptr, ...)
define tailcc void @caller(ptr %p, ...) {
  musttail call tailcc void (ptr, ...) @callee(ptr %p)
  ret void
}
