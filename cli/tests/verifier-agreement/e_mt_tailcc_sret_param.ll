%T = type { i32 }
declare tailcc void @g(ptr)
define tailcc void @f(ptr sret(%T) %p) {
  musttail call tailcc void @g(ptr %p)
  ret void
}
