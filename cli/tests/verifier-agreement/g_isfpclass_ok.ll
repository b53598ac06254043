define i1 @f(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 1023)
  ret i1 %r
}
declare i1 @llvm.is.fpclass.f32(float, i32 immarg)
