define void @f(i32 #0 %x) {
  ret void
}
attributes #0 = { nounwind }
