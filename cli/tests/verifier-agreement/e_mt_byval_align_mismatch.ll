%T = type { i32 }
declare void @g(ptr byval(%T) align 8)
define void @f(ptr byval(%T) align 4 %p) {
  musttail call void @g(ptr byval(%T) align 8 %p)
  ret void
}
