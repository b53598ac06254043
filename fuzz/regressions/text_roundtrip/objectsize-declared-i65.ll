; ModuleID = 'auto_upgrade_intrinsics.ll.v19.bc'
source_filename = "auto_upgrade_intrinsics.ll"

@a = private global [60 x i8] zeroinitializer, align 1
@u = private global [60 x ptr] zeroinitializer, align 1
@__stack_chk_guard = external global ptr

define void @test.ctlz(i8 %a, i16 %b, i32 %c, i42 %d) {
entry:
  %0 = call i8 @llvm.ctlz.i8(i8 %a, i1 false)
  %1 = call i16 @llvm.ctlz.i16(i16 %b, i1 false)
  %2 = call i32 @llvm.ctlz.i32(i32 %c, i1 false)
  %3 = call i42 @llvm.ctlz.i42(i42 %d, i1 false)
  ret void
}

define void @test.cttz(i8 %a, i16 %b, i32 %c, i42 %d) {
entry:
  %0 = call i8 @llvm.cttz.i8(i8 %a, i1 false)
  %1 = call i16 @llvm.cttz.i16(i16 %b, i1 false)
  %2 = call i32 @llvm.cttz.i32(i32 %c, i1 false)
  %3 = call i42 @llvm.cttz.i42(i42 %d, i1 false)
  ret void
}

define void @test.coro.end(ptr %ptr) {
  %1 = call i1 @llvm.coro.end(ptr %ptr, i1 false, token none)
  ret void
}

define i32 @test.objectsize() {
  %s = call i32 @llvm.objectsize.i32.p0(ptr @a, i1 false, i1 false, i1 false)
  ret i32 %s
}

define i64 @test.objectsize.2() {
  %s = call i64 @llvm.objectsize.i64.p0(ptr @a, i1 false, i1 false, i1 false)
  ret i64 %s
}

define i32 @test.objectsize.unnamed() {
  %s = call i32 @llvm.objectsize.i32.p0(ptr @u, i1 false, i1 false, i1 false)
  ret i32 %s
}

define i64 @test.objectsize.unnamed.2() {
  %s = call i64 @llvm.objectsize.i64.p0(ptr @u, i1 false, i1 false, i1 false)
  ret i64 %s
}

define <2 x double> @tests.masked.load(ptr %ptr, <2 x i1> %mask, <2 x double> %passthru) {
  %res = call <2 x double> @llvm.masked.load.v2f64.p0(ptr align 1 %ptr, <2 x i1> %mask, <2 x double> %passthru)
  ret <2 x double> %res
}

define void @tests.masked.store(ptr %ptr, <2 x i1> %mask, <2 x double> %val) {
  call void @llvm.masked.store.v2f64.p0(<2 x double> %val, ptr align 4 %ptr, <2 x i1> %mask)
  ret void
}

define <2 x double> @tests.masked.gather(<2 x ptr> %ptr, <2 x i1> %mask, <2 x double> %passthru) {
  %res = call <2 x double> @llvm.masked.gather.v2f64.v2p0(<2 x ptr> align 1 %ptr, <2 x i1> %mask, <2 x double> %passthru)
  ret <2 x double> %res
}

define void @tests.masked.scatter(<2 x ptr> %ptr, <2 x i1> %mask, <2 x double> %val) {
  call void @llvm.masked.scatter.v2f64.v2p0(<2 x double> %val, <2 x ptr> align 1 %ptr, <2 x i1> %mask)
  ret void
}

define void @tests.invariant.start.end() {
  %a = alloca i8, align 1
  %i = call ptr @llvm.invariant.start.p0(i64 1, ptr %a)
  store i8 0, ptr %a, align 1
  call void @llvm.invariant.end.p0(ptr %i, i64 1, ptr %a)
  ret void
}

define void @tests.invariant.start.end.unnamed() {
  %a = alloca ptr, align 8
  %i = call ptr @llvm.invariant.start.p0(i64 1, ptr %a)
  store ptr null, ptr %a, align 8
  call void @llvm.invariant.end.p0(ptr %i, i64 1, ptr %a)
  ret void
}

define void @test.stackprotectorcheck() {
  ret void
}

define void @tests.lifetime.start.end() {
  %a = alloca i8, align 1
  call void @llvm.lifetime.start.p0(ptr %a)
  store i8 0, ptr %a, align 1
  call void @llvm.lifetime.end.p0(ptr %a)
  ret void
}

define void @tests.lifetime.start.end.unnamed() {
  %a = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr %a)
  store ptr null, ptr %a, align 8
  call void @llvm.lifetime.end.p0(ptr %a)
  ret void
}

define void @test.prefetch(ptr %ptr) {
  call void @llvm.prefetch.p0(ptr %ptr, i32 0, i32 3, i32 1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr readonly captures(none), i32 immarg, i32 immarg, i32 immarg) #0

define void @test.prefetch.2(ptr %ptr) {
  call void @llvm.prefetch.p0(ptr %ptr, i32 0, i32 3, i32 1)
  ret void
}

define void @test.prefetch.unnamed(ptr %ptr) {
  call void @llvm.prefetch.p0(ptr %ptr, i32 0, i32 3, i32 1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctlz.i16(i16, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i42 @llvm.ctlz.i42(i42, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.cttz.i8(i8, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i42 @llvm.cttz.i42(i42, i1 immarg) #1

; Function Attrs: nounwind
declare i1 @llvm.coro.end(ptr, i1, token) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.objectsize.i32.p0(ptr, i1 immarg, i1 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i65 @llvm.objectsize.i64.p0(ptr, i1 immarg, i1 immarg, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.invariant.end.p0(ptr, i64 immarg, ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <2 x double> @llvm.masked.load.v2f64.p0(ptr captures(none), <2 x i1>, <2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v2f64.p0(<2 x double>, ptr captures(none), <2 x i1>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <2 x double> @llvm.masked.gather.v2f64.v2p0(<2 x ptr>, <2 x i1>, <2 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v2f64.v2p0(<2 x double>, <2 x ptr>, <2 x i1>) #7

declare void @llvm.lifetime.start.i64(i64)

declare void @llvm.lifetime.end.i64(i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(write) }
