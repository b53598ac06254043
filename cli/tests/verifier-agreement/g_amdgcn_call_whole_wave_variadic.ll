define amdgpu_gfx_whole_wave i32 @g(i1 %a, ...) {
  ret i32 0
}
define amdgpu_gfx i32 @f() {
  %r = call i32 (ptr, ...) @llvm.amdgcn.call.whole.wave.i32.p0(ptr @g)
  ret i32 %r
}
declare i32 @llvm.amdgcn.call.whole.wave.i32.p0(ptr, ...)
