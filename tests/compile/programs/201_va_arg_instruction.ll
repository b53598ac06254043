; The va_arg instruction, which clang never emits for x86-64 C (it lowers
; va_arg itself) but other front ends do: integers, pointers, float,
; double and 16-byte vectors, from the register save area and, once it
; is used up, from the overflow area (16-byte values aligned there), and
; a va_copy that reads the same arguments again.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.ints = private unnamed_addr constant [14 x i8] c"ints %lld %d\0A\00"
@.mixed = private unnamed_addr constant [10 x i8] c"mixed %g\0A\00"
@.vecs = private unnamed_addr constant [18 x i8] c"vecs %g %g %g %d\0A\00"
@.small = private unnamed_addr constant [22 x i8] c"small %d %d %g %s %d\0A\00"
@.hello = private unnamed_addr constant [6 x i8] c"hello\00"

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare i32 @printf(ptr, ...)

; n i64 arguments, summed; a copy of the list counts them again.
define i64 @ints(i32 %n, ...) {
entry:
  %ap = alloca [1 x { i32, i32, ptr, ptr }], align 16
  %cp = alloca [1 x { i32, i32, ptr, ptr }], align 16
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %cp, ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %v = va_arg ptr %ap, i64
  %s1 = add i64 %s, %v
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %again, label %loop
again:
  %j = phi i32 [ 0, %loop ], [ %j1, %again ]
  %c = phi i32 [ 0, %loop ], [ %c1, %again ]
  %w = va_arg ptr %cp, i64
  %odd = and i64 %w, 1
  %o32 = trunc i64 %odd to i32
  %c1 = add i32 %c, %o32
  %j1 = add i32 %j, 1
  %done2 = icmp eq i32 %j1, %n
  br i1 %done2, label %out, label %again
out:
  call void @llvm.va_end.p0(ptr %cp)
  call void @llvm.va_end.p0(ptr %ap)
  %r = call i32 (ptr, ...) @printf(ptr @.ints, i64 %s1, i32 %c1)
  ret i64 %s1
}

; n pairs of (i32, double): both counters move, each runs out on its own.
define double @mixed(i32 %n, ...) {
entry:
  %ap = alloca { i32, i32, ptr, ptr }, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %k = va_arg ptr %ap, i32
  %d = va_arg ptr %ap, double
  %kd = sitofp i32 %k to double
  %p = fmul double %kd, %d
  %s1 = fadd double %s, %p
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %out, label %loop
out:
  call void @llvm.va_end.p0(ptr %ap)
  %r = call i32 (ptr, ...) @printf(ptr @.mixed, double %s1)
  ret double %s1
}

; Nine doubles (the ninth from the overflow area), then a <2 x double>
; and a <4 x float> (both from the overflow area, aligned to 16), then
; an i32 (still in a register).
define void @vecs(i32 %unused, ...) {
entry:
  %ap = alloca { i32, i32, ptr, ptr }, align 16
  call void @llvm.va_start.p0(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %d = va_arg ptr %ap, double
  %s1 = fadd double %s, %d
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 9
  br i1 %done, label %out, label %loop
out:
  %v2 = va_arg ptr %ap, <2 x double>
  %v4 = va_arg ptr %ap, <4 x float>
  %k = va_arg ptr %ap, i32
  %a = extractelement <2 x double> %v2, i32 0
  %b = extractelement <2 x double> %v2, i32 1
  %ab = fsub double %a, %b
  %f0 = extractelement <4 x float> %v4, i32 0
  %f3 = extractelement <4 x float> %v4, i32 3
  %fs = fadd float %f0, %f3
  %fd = fpext float %fs to double
  call void @llvm.va_end.p0(ptr %ap)
  %r = call i32 (ptr, ...) @printf(ptr @.vecs, double %s1, double %ab, double %fd, i32 %k)
  ret void
}

; Narrow integers, a float, a pointer, and a 16-byte vector read from
; the XMM save area.
define void @small(i32 %unused, ...) {
entry:
  %ap = alloca { i32, i32, ptr, ptr }, align 16
  call void @llvm.va_start.p0(ptr %ap)
  %c = va_arg ptr %ap, i8
  %h = va_arg ptr %ap, i16
  %f = va_arg ptr %ap, float
  %p = va_arg ptr %ap, ptr
  %v = va_arg ptr %ap, <4 x float>
  call void @llvm.va_end.p0(ptr %ap)
  %c32 = sext i8 %c to i32
  %h32 = zext i16 %h to i32
  %fd = fpext float %f to double
  %v1 = extractelement <4 x float> %v, i32 1
  %vi = fptosi float %v1 to i32
  %r = call i32 (ptr, ...) @printf(ptr @.small, i32 %c32, i32 %h32, double %fd, ptr %p, i32 %vi)
  ret void
}

define i32 @main() {
  %a = call i64 (i32, ...) @ints(i32 3, i64 10, i64 20, i64 33)
  %b = call i64 (i32, ...) @ints(i32 9, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9)
  %m1 = call double (i32, ...) @mixed(i32 2, i32 3, double 1.5, i32 -2, double 0.25)
  %m2 = call double (i32, ...) @mixed(i32 10, i32 1, double 1.0, i32 2, double 2.0, i32 3, double 3.0, i32 4, double 4.0, i32 5, double 5.0, i32 6, double 6.0, i32 7, double 7.0, i32 8, double 8.0, i32 9, double 9.0, i32 10, double 10.0)
  call void (i32, ...) @vecs(i32 0, double 1.0, double 2.0, double 3.0, double 4.0, double 5.0, double 6.0, double 7.0, double 8.0, double 9.5, <2 x double> <double 7.0, double 2.5>, <4 x float> <float 1.0, float 2.0, float 3.0, float 0.5>, i32 42)
  call void (i32, ...) @small(i32 0, i8 -5, i16 65000, float 2.75, ptr @.hello, <4 x float> <float 0.0, float 12.0, float 0.0, float 0.0>)
  %t = add i64 %a, %b
  %t32 = trunc i64 %t to i32
  %x = and i32 %t32, 63
  ret i32 %x
}
