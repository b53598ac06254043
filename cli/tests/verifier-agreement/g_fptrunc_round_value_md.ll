define half @f(float %x, i32 %y) {
  %r = call half @llvm.fptrunc.round.f16.f32(float %x, metadata i32 %y)
  ret half %r
}
declare half @llvm.fptrunc.round.f16.f32(float, metadata)
