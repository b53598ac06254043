define void @f() {
  call void (...) @llvm.experimental.deoptimize.isVoid() [ "deopt"() ]
  br label %x
x:
  ret void
}
declare void @llvm.experimental.deoptimize.isVoid(...)
