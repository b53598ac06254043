define void @f() {
  call void (...) @llvm.experimental.deoptimize.isVoid() [ "deopt"() ]
  ret void
}
declare void @llvm.experimental.deoptimize.isVoid(...)
