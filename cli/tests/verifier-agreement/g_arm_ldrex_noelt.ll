define i32 @f(ptr %p) {
  %r = call i32 @llvm.arm.ldrex.p0(ptr %p)
  ret i32 %r
}
declare i32 @llvm.arm.ldrex.p0(ptr)
