define void @f(i32 %x) {
entry:
  br i32 %x, label %a, label %a
a:
  ret void
}
