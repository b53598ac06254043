define amdgpu_gfx_whole_wave i32 @g(i1 %a, i32 %x) {
  ret i32 %x
}
define amdgpu_gfx i32 @f() {
  %r = call i32 (ptr, ...) @llvm.amdgcn.call.whole.wave.i32.p0(ptr @g, i32 inreg 1)
  ret i32 %r
}
declare i32 @llvm.amdgcn.call.whole.wave.i32.p0(ptr, ...)
