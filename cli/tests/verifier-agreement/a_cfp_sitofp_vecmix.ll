define void @f(<2 x i32> %a) strictfp {
  %x = call double @llvm.experimental.constrained.uitofp.f64.v2i32(<2 x i32> %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret void
}
