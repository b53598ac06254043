declare tailcc i32 @callee(ptr)
define tailcc i32 @caller(ptr %p) {
  %r = musttail call tailcc inreg i32 @callee(ptr %p)
  ret i32 %r
}
