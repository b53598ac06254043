define void @f(float %a) strictfp {
  %x = call double @llvm.experimental.constrained.fpext.f64.f32(float %a, metadata !"fpexcept.strict") strictfp
  ret void
}
