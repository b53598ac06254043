define half @f(float %x) {
  %r = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !"round.foo")
  ret half %r
}
declare half @llvm.fptrunc.round.f16.f32(float, metadata)
