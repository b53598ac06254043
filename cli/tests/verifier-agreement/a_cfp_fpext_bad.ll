define void @f(double %a) strictfp {
  %x = call float @llvm.experimental.constrained.fpext.f32.f64(double %a, metadata !"fpexcept.strict") strictfp
  ret void
}
