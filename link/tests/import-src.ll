target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { i32, i32 }
%struct.pair = type { ptr, i64 }

@.str = private unnamed_addr constant [9 x i8] c"norm %d\0A\00", align 1
@table = internal global [2 x %struct.pair] [%struct.pair { ptr @.str, i64 8 }, %struct.pair zeroinitializer], align 16
@unrelated = global i32 7

declare i32 @printf(ptr, ...)

define i32 @norm(ptr %p) #0 !dbg !10 {
entry:
  %x = getelementptr inbounds %struct.point, ptr %p, i32 0, i32 0, !dbg !14
  %xv = load i32, ptr %x, align 4, !dbg !14
  %y = getelementptr inbounds %struct.point, ptr %p, i32 0, i32 1, !dbg !15
  %yv = load i32, ptr %y, align 4, !dbg !15
  %s = add nsw i32 %xv, %yv, !dbg !16
  %fmt = load ptr, ptr @table, align 16
  %c = call i32 (ptr, ...) @printf(ptr %fmt, i32 %s), !dbg !17
  #dbg_value(i32 %s, !13, !DIExpression(), !16)
  ret i32 %s, !dbg !17
}

define i32 @other() {
  %v = load i32, ptr @unrelated
  ret i32 %v
}

attributes #0 = { noinline nounwind "frame-pointer"="all" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2)
!1 = !DIFile(filename: "norm.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "norm", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!11 = !DISubroutineType(types: !12)
!12 = !{!18, null}
!13 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 4, type: !18)
!14 = !DILocation(line: 4, column: 11, scope: !10)
!15 = !DILocation(line: 4, column: 18, scope: !10)
!16 = !DILocation(line: 4, column: 13, scope: !10)
!17 = !DILocation(line: 5, column: 3, scope: !10)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
