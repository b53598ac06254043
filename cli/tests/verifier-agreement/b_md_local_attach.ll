define void @f(i32 %x) {
  %y = add i32 %x, 0, !foo !{i32 %x}
  ret void
}
