define i32 @f(i32 %x) personality ptr null {
  %r = invoke i32 @llvm.ctpop.i32(i32 %x) to label %ok unwind label %bad
ok:
  ret i32 %r
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 0
}
declare i32 @llvm.ctpop.i32(i32)
