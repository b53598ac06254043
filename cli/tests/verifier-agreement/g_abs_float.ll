define float @f(float %x) {
  %r = call float @llvm.abs.f32(float %x, i1 false)
  ret float %r
}
declare float @llvm.abs.f32(float, i1 immarg)
