define i32 @f(ptr %p) {
  %v = atomicrmw sdiv ptr %p, i32 1 monotonic
  ret i32 %v
}
