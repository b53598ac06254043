define i1 @f() {
  %r = call i1 @llvm.allow.runtime.check(metadata !{})
  ret i1 %r
}
declare i1 @llvm.allow.runtime.check(metadata)
