define void @f(i1 %c) {
entry:
  br label %a
a:
  %s = select i1 %c, label %a, label %a
  ret void
}
