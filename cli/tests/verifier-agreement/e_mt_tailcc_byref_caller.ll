%T = type { i32 }
declare tailcc void @g(ptr)
define tailcc void @f(ptr byref(%T) %p) {
  musttail call tailcc void @g(ptr %p)
  ret void
}
