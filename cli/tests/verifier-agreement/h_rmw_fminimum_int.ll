define i32 @f(ptr %p) {
  %v = atomicrmw fminimum ptr %p, i32 1 seq_cst
  ret i32 %v
}
