declare tailcc void @callee(ptr)
define tailcc void @caller(ptr swifterror %e, ptr %p) {
  musttail call tailcc void @callee(ptr %p)
  ret void
}
