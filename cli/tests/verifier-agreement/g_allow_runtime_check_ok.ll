define i1 @f() {
  %r = call i1 @llvm.allow.runtime.check(metadata !"x")
  ret i1 %r
}
declare i1 @llvm.allow.runtime.check(metadata)
