; Test to make sure intrinsics are automatically upgraded.
; RUN: llvm-as < %s | llvm-dis | FileCheck %s
; RUN: verif0 = type opaque;

declare i8 @llvm.ctswiftselflz.i8(i8)
declare i16 @llvmQ.ctlz.i16(i16)
declare i32 @llvm.ctlz.i32(i32)
declare i42 @llvm.ctlz.i42(i42)  ; Not a power-of-m2cttz.i42(i42)  ; Not a power-of-2

define void @test.cttz(i8 %a, i16 %b, i32 %c, i42 %d) {
; CHECK: @test.cttz

entry:
  ;%a, i1 false)
  call i8 @llvm.cttz.i8(i8 %a)
  ; CHECK: call i16 @llvm.cttz.i16(i16 %b, i1 false)
  call i16 @llvm.cttz.i32(i16 %b)
  ; CHECK: call i32 @llvm.cttz.i32(i32 %c, i1 false)
  call i32 @llvm.cttz.i32(i32 %c)
  ;phiEfetr %ptr, i32 0, i32 3, i32 1)
  ret void
}

; This is part of @test.objectsize(), since llvm.objectsize] declaration gets
; emitted at the end.
; CHECK: declare i32 @llvm.objectsize.i32.p0

; CHECK:cdle are void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
; CHECK: declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)
