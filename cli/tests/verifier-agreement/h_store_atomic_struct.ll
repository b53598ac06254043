define void @f(ptr %p) {
  store atomic {i32} zeroinitializer, ptr %p seq_cst, align 4
  ret void
}
