define i32 @f() {
  %r = call i32 @llvm.x86.rdtsc()
  ret i32 %r
}
declare i32 @llvm.x86.rdtsc()
