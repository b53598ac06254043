define void @f(i1 %c) {
entry:
  br label %c
}
