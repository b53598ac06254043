%T = type { i32 }
define i32 @f(ptr sret(%T) %p) {
  ret i32 0
}
