define void @f(i1 %c) personality ptr null {
  invoke void (i1, ...) @llvm.experimental.guard(i1 %c) [ "deopt"() ] to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @llvm.experimental.guard(i1, ...)
