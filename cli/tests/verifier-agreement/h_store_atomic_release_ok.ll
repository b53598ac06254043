define void @f(ptr %p) {
  store atomic i32 0, ptr %p syncscope("singlethread") release, align 4
  ret void
}
