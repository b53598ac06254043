define void @f() {
  %a = add metadata !{}, !{}
  ret void
}
