define i32 @f() {
  %r = call i32 @llvm.flt.rounds()
  ret i32 %r
}
declare i32 @llvm.flt.rounds()
