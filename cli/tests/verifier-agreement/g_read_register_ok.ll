define i64 @f() {
  %r = call i64 @llvm.read_register.i64(metadata !0)
  ret i64 %r
}
declare i64 @llvm.read_register.i64(metadata)
!0 = !{!"sp"}
