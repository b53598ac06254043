; ModuleID = 't.cpp'
source_filename = "t.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.D = type { i8 }

$"??_R0N@8" = comdat any

$"??_R0H@8" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".N\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @"?f@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca %struct.D, align 1
  %3 = alloca %struct.D, align 1
  %4 = alloca i32, align 4
  %5 = alloca %struct.D, align 1
  %6 = alloca %struct.D, align 1
  %7 = alloca double, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #5
  invoke void @"?g@@YAXH@Z"(i32 noundef %0)
          to label %22 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %24

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0H@8", i32 0, ptr %4]
  %12 = load i32, ptr %4, align 4
  invoke void @"?g@@YAXH@Z"(i32 noundef %12) [ "funclet"(token %11) ]
          to label %13 unwind label %24

13:                                               ; preds = %10
  invoke void @"?g@@YAXH@Z"(i32 noundef 2) [ "funclet"(token %11) ]
          to label %21 unwind label %14

14:                                               ; preds = %13
  %15 = catchswitch within %11 [label %16] unwind label %24

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr null, i32 64, ptr null]
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #5
  invoke void @"?g@@YAXH@Z"(i32 noundef 3) [ "funclet"(token %17) ]
          to label %18 unwind label %19

18:                                               ; preds = %16
  invoke void @_CxxThrowException(ptr null, ptr null) #6 [ "funclet"(token %17) ]
          to label %45 unwind label %19

19:                                               ; preds = %18, %16
  %20 = cleanuppad within %17 []
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %5) #5 [ "funclet"(token %20) ]
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #5
  cleanupret from %20 unwind label %24

21:                                               ; preds = %13
  catchret from %11 to label %22

22:                                               ; preds = %21, %1
  invoke void @"?g@@YAXH@Z"(i32 noundef 4)
          to label %23 unwind label %24

23:                                               ; preds = %22
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %3) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #5
  br label %31

24:                                               ; preds = %22, %19, %14, %10, %8
  %25 = cleanuppad within none []
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %3) #5 [ "funclet"(token %25) ]
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #5
  cleanupret from %25 unwind label %26

26:                                               ; preds = %24
  %27 = catchswitch within none [label %28, label %34] unwind label %43

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @"??_R0N@8", i32 0, ptr %7]
  invoke void @"?g@@YAXH@Z"(i32 noundef 5) [ "funclet"(token %29) ]
          to label %30 unwind label %43

30:                                               ; preds = %28
  catchret from %29 to label %31

31:                                               ; preds = %40, %30, %23
  %32 = invoke noundef i32 @"?h@@YAHXZ"()
          to label %33 unwind label %43

33:                                               ; preds = %31
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %2) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #5
  ret i32 %32

34:                                               ; preds = %26
  %35 = catchpad within %27 [ptr null, i32 64, ptr null]
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #5
  invoke void @"?g@@YAXH@Z"(i32 noundef 6) [ "funclet"(token %35) ]
          to label %40 unwind label %36

36:                                               ; preds = %34
  %37 = catchswitch within %35 [label %38] unwind label %41

38:                                               ; preds = %36
  %39 = catchpad within %37 [ptr @"??_R0H@8", i32 0, ptr null]
  catchret from %39 to label %40

40:                                               ; preds = %34, %38
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %6) #5 [ "funclet"(token %35) ]
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #5
  catchret from %35 to label %31

41:                                               ; preds = %36
  %42 = cleanuppad within %35 []
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %6) #5 [ "funclet"(token %42) ]
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #5
  cleanupret from %42 unwind label %43

43:                                               ; preds = %31, %28, %41, %26
  %44 = cleanuppad within none []
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %2) #5 [ "funclet"(token %44) ]
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #5
  cleanupret from %44 unwind to caller

45:                                               ; preds = %18
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

declare dso_local void @"?g@@YAXH@Z"(i32 noundef) local_unnamed_addr #2

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
declare dso_local void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

declare dso_local noundef i32 @"?h@@YAHXZ"() local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @"?k@@YAXXZ"() local_unnamed_addr #4 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.D, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #5
  invoke void @"?g@@YAXH@Z"(i32 noundef 1)
          to label %2 unwind label %3

2:                                                ; preds = %0
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %1) #5
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #5
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %4) ]
  unreachable
}

declare dso_local void @__std_terminate() local_unnamed_addr

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "t.cpp", directory: "/tmp/weh")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 2}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"uwtable", i32 2}
!6 = !{i32 1, !"MaxTLSAlign", i32 65536}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
