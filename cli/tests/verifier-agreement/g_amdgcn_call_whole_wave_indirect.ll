define amdgpu_gfx i32 @f(ptr %fn) {
  %r = call i32 (ptr, ...) @llvm.amdgcn.call.whole.wave.i32.p0(ptr %fn, i32 1)
  ret i32 %r
}
declare i32 @llvm.amdgcn.call.whole.wave.i32.p0(ptr, ...)
