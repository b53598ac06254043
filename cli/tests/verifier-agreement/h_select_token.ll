define void @f(i1 %c) {
  %r = select i1 %c, token none, token none
  ret void
}
