%T = type { i32 }
declare void @g(ptr preallocated(%T))
define void @f(ptr preallocated(%T) %p) {
  musttail call void @g(ptr preallocated(%T) %p)
  ret void
}
