define i1 @f(ptr %p) {
  %v = cmpxchg ptr %p, i32 0, i32 1 monotonic monotonic
  %s = extractvalue { i32, i1 } %v, 1
  ret i1 %s
}
