define void @f(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %e, !llvm.loop !"x"
e:
  ret void
}
