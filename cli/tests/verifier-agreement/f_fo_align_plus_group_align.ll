define void @f() align 8 #0 {
  ret void
}
attributes #0 = { align=4 }
