define void @f(ptr %p) {
  %c = cmpxchg ptr %p, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer seq_cst seq_cst
  ret void
}
