%T = type { i32 }
declare tailcc void @g(ptr byval(%T))
define tailcc void @f(ptr %p) {
  musttail call tailcc void @g(ptr byval(%T) %p)
  ret void
}
