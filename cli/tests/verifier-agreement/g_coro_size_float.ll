define float @f() {
  %r = call float @llvm.coro.size.f32()
  ret float %r
}
declare float @llvm.coro.size.f32()
