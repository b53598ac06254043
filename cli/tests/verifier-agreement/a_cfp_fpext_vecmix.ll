define void @f(<2 x float> %a) strictfp {
  %x = call double @llvm.experimental.constrained.fpext.f64.v2f32(<2 x float> %a, metadata !"fpexcept.strict") strictfp
  ret void
}
