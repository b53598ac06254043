%T = type { i32 }
declare void @g(ptr)
define void @f(ptr %p) {
  %r = call i32 @g(ptr sret(%T) %p)
  ret void
}
