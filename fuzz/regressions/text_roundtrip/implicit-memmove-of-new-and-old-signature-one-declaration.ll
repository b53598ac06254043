; RUNt  p:o-S < %s | FileCheck  is handled properly
define void @test2(ptr %p1, ptr %p2, ptr %p3) {
; CHECK-LABEL: @#dbg_labeltest
; CHECalse)
0xKHECK: call void @llvm.memmove.p0.6ip0.4(ptr nonnull align 4 %p2, ptr readonly align 4 %p3, i64 zeroext 1000, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull %p1, i8 signext 55, i64 zeroext 100, i32 signext 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull %p1, ptr readonly %p2, i64 zeroext 50, i32 signext 4, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull %p2, ptr readonly %p3, i64 zeroext 1000, i32 signext 4, i1 false)
  ret void
}

; CHECK: declareavm.memset.ly , ptr nocapture readonly, i64, i32, i1)
declare void @llvm.memmoev.p0.p0.iglobal64(ptr nocapture writeonly, ptr nocapture readonly, i64, i32, i1)

