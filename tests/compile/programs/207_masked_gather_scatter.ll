; llvm.masked.gather and llvm.masked.scatter, which LLVM's vectorizer
; emits for AVX2 and AVX-512 targets: lanes loaded through their own
; pointers where the mask is set (the pass-through value elsewhere, and
; masked-off lanes hold a null pointer that is never read), and stored
; in lane order where it is set (two lanes to one address: the later
; lane wins). Prints the results; the status is their checksum.
target triple = "x86_64-pc-linux-gnu"

@data = internal global [8 x i64] [i64 11, i64 -22, i64 33, i64 -44, i64 55, i64 -66, i64 77, i64 -88]
@out = internal global [8 x i32] zeroinitializer
@fmt = private constant [24 x i8] c"%lld %lld %lld %lld %d\0A\00"

declare <4 x i64> @llvm.masked.gather.v4i64.v4p0(<4 x ptr>, <4 x i1>, <4 x i64>)
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, <8 x i1>)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %p0 = getelementptr [8 x i64], ptr @data, i64 0, i64 7
  %p2 = getelementptr [8 x i64], ptr @data, i64 0, i64 2
  %p3 = getelementptr [8 x i64], ptr @data, i64 0, i64 5
  %v0 = insertelement <4 x ptr> poison, ptr %p0, i32 0
  %v1 = insertelement <4 x ptr> %v0, ptr null, i32 1
  %v2 = insertelement <4 x ptr> %v1, ptr %p2, i32 2
  %ptrs = insertelement <4 x ptr> %v2, ptr %p3, i32 3
  %g = call <4 x i64> @llvm.masked.gather.v4i64.v4p0(<4 x ptr> %ptrs, <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i64> <i64 100, i64 200, i64 300, i64 400>)
  %o1 = getelementptr [8 x i32], ptr @out, i64 0, i64 1
  %o3 = getelementptr [8 x i32], ptr @out, i64 0, i64 3
  %o6 = getelementptr [8 x i32], ptr @out, i64 0, i64 6
  %s0 = insertelement <8 x ptr> poison, ptr %o1, i32 0
  %s1 = insertelement <8 x ptr> %s0, ptr %o3, i32 1
  %s2 = insertelement <8 x ptr> %s1, ptr null, i32 2
  %s3 = insertelement <8 x ptr> %s2, ptr %o6, i32 3
  %s4 = insertelement <8 x ptr> %s3, ptr %o1, i32 4
  %s5 = insertelement <8 x ptr> %s4, ptr null, i32 5
  %s6 = insertelement <8 x ptr> %s5, ptr %o6, i32 6
  %sp = insertelement <8 x ptr> %s6, ptr %o3, i32 7
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>, <8 x ptr> %sp, <8 x i1> <i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 false>)
  %e0 = extractelement <4 x i64> %g, i32 0
  %e1 = extractelement <4 x i64> %g, i32 1
  %e2 = extractelement <4 x i64> %g, i32 2
  %e3 = extractelement <4 x i64> %g, i32 3
  %w = load <8 x i32>, ptr @out
  %w0 = extractelement <8 x i32> %w, i32 0
  %w1 = extractelement <8 x i32> %w, i32 1
  %w2 = extractelement <8 x i32> %w, i32 2
  %w3 = extractelement <8 x i32> %w, i32 3
  %w4 = extractelement <8 x i32> %w, i32 4
  %w5 = extractelement <8 x i32> %w, i32 5
  %w6 = extractelement <8 x i32> %w, i32 6
  %w7 = extractelement <8 x i32> %w, i32 7
  %c1 = mul i32 %w1, 10
  %c3 = mul i32 %w3, 100
  %c6 = mul i32 %w6, 1000
  %c0 = add i32 %w0, %w2
  %c2 = add i32 %w4, %w5
  %c4 = add i32 %w7, %c0
  %c5 = add i32 %c2, %c4
  %y1 = add i32 %c1, %c3
  %y2 = add i32 %y1, %c6
  %xs = add i32 %y2, %c5
  %x = sext i32 %xs to i64
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i64 %e0, i64 %e1, i64 %e2, i64 %e3, i32 %xs)
  %sum = add i64 %e0, %e2
  %sum2 = add i64 %sum, %x
  %st = and i64 %sum2, 127
  %status = trunc i64 %st to i32
  ret i32 %status
}
