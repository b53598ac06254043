define double @f(float %a) {
  %r = call double @llvm.arithmetic.fence.f32(float %a)
  ret double %r
}
declare double @llvm.arithmetic.fence.f32(float)
