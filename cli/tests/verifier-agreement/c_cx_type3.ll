define void @f(ptr %p) {
  %c = cmpxchg ptr %p, i24 0, i24 1 seq_cst seq_cst
  ret void
}
