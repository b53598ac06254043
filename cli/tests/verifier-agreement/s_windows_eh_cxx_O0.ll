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

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @"?f@@YAHH@Z"(i32 noundef %0) #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.D, align 1
  %4 = alloca %struct.D, align 1
  %5 = alloca i32, align 4
  %6 = alloca %struct.D, align 1
  %7 = alloca %struct.D, align 1
  %8 = alloca double, align 8
  store i32 %0, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  invoke void @"?g@@YAXH@Z"(i32 noundef %9)
          to label %22 unwind label %10

10:                                               ; preds = %1
  %11 = catchswitch within none [label %12] unwind label %29

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"??_R0H@8", i32 0, ptr %5]
  %14 = load i32, ptr %5, align 4
  invoke void @"?g@@YAXH@Z"(i32 noundef %14) [ "funclet"(token %13) ]
          to label %15 unwind label %29

15:                                               ; preds = %12
  invoke void @"?g@@YAXH@Z"(i32 noundef 2) [ "funclet"(token %13) ]
          to label %21 unwind label %16

16:                                               ; preds = %15
  %17 = catchswitch within %13 [label %18] unwind label %29

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr null, i32 64, ptr null]
  invoke void @"?g@@YAXH@Z"(i32 noundef 3) [ "funclet"(token %19) ]
          to label %20 unwind label %23

20:                                               ; preds = %18
  invoke void @_CxxThrowException(ptr null, ptr null) #4 [ "funclet"(token %19) ]
          to label %54 unwind label %23

21:                                               ; preds = %15
  br label %25

22:                                               ; preds = %1
  br label %27

23:                                               ; preds = %20, %18
  %24 = cleanuppad within %19 []
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %6) #5 [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %29

25:                                               ; preds = %21
  catchret from %13 to label %26

26:                                               ; preds = %25
  br label %27

27:                                               ; preds = %26, %22
  invoke void @"?g@@YAXH@Z"(i32 noundef 4)
          to label %28 unwind label %29

28:                                               ; preds = %27
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %4) #5
  br label %37

29:                                               ; preds = %27, %23, %16, %12, %10
  %30 = cleanuppad within none []
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %4) #5 [ "funclet"(token %30) ]
  cleanupret from %30 unwind label %31

31:                                               ; preds = %29
  %32 = catchswitch within none [label %33, label %40] unwind label %52

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @"??_R0N@8", i32 0, ptr %8]
  invoke void @"?g@@YAXH@Z"(i32 noundef 5) [ "funclet"(token %34) ]
          to label %35 unwind label %52

35:                                               ; preds = %33
  catchret from %34 to label %36

36:                                               ; preds = %35
  br label %37

37:                                               ; preds = %36, %48, %28
  %38 = invoke noundef i32 @"?h@@YAHXZ"()
          to label %39 unwind label %52

39:                                               ; preds = %37
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %3) #5
  ret i32 %38

40:                                               ; preds = %31
  %41 = catchpad within %32 [ptr null, i32 64, ptr null]
  invoke void @"?g@@YAXH@Z"(i32 noundef 6) [ "funclet"(token %41) ]
          to label %49 unwind label %42

42:                                               ; preds = %40
  %43 = catchswitch within %41 [label %44] unwind label %50

44:                                               ; preds = %42
  %45 = catchpad within %43 [ptr @"??_R0H@8", i32 0, ptr null]
  catchret from %45 to label %46

46:                                               ; preds = %44
  br label %47

47:                                               ; preds = %46, %49
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %7) #5 [ "funclet"(token %41) ]
  catchret from %41 to label %48

48:                                               ; preds = %47
  br label %37

49:                                               ; preds = %40
  br label %47

50:                                               ; preds = %42
  %51 = cleanuppad within %41 []
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %7) #5 [ "funclet"(token %51) ]
  cleanupret from %51 unwind label %52

52:                                               ; preds = %37, %33, %50, %31
  %53 = cleanuppad within none []
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %3) #5 [ "funclet"(token %53) ]
  cleanupret from %53 unwind to caller

54:                                               ; preds = %20
  unreachable
}

declare dso_local void @"?g@@YAXH@Z"(i32 noundef) #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: nounwind
declare dso_local void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #2

declare dso_local noundef i32 @"?h@@YAHXZ"() #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @"?k@@YAXXZ"() #3 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.D, align 1
  invoke void @"?g@@YAXH@Z"(i32 noundef 1)
          to label %2 unwind label %3

2:                                                ; preds = %0
  call void @"??1D@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %1) #5
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %4) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "t.cpp", directory: "/tmp/weh")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 2}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"uwtable", i32 2}
!6 = !{i32 1, !"MaxTLSAlign", i32 65536}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
