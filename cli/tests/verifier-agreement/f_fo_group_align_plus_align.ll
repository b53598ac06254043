define void @f() #0 align 8 {
  ret void
}
attributes #0 = { align=4 }
