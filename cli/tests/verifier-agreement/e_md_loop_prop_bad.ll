define void @f(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %e, !llvm.loop !0
e:
  ret void
}
!0 = distinct !{!0, i32 4}
