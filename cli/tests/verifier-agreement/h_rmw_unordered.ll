define i32 @f(ptr %p) {
  %v = atomicrmw add ptr %p, i32 1 unordered
  ret i32 %v
}
