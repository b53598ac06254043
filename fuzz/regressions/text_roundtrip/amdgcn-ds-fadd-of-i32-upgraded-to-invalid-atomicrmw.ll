; An old AMDGPU intrinsic called with an i32 operand: the upgrade makes an
; `atomicrmw fadd` of i32, which LLVM 22's verifier refuses (its parser
; would refuse the printed text); ours must refuse it too.
define i32 @f(ptr %p) {
  %r = call i32 @llvm.amdgcn.ds.fadd.v2bf16.p0(ptr %p, i32 42, i32 -1, i32 0, i1 true)
  ret i32 %r
}
