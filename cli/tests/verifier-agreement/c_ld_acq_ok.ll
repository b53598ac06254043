define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p acquire, align 4
  store atomic i32 %v, ptr %p release, align 4
  %w = load atomic float, ptr %p syncscope("agent") seq_cst, align 4
  %c = cmpxchg ptr %p, ptr null, ptr null seq_cst seq_cst
  fence syncscope("singlethread") acq_rel
  ret i32 %v
}
