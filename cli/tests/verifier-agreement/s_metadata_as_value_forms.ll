declare void @llvm.donothing.x(metadata)
declare void @ext(metadata)
define void @f() {
  call void @ext(metadata !{i32 1})
  call void @ext(metadata !{ptr null})
  call void @ext(metadata !0)
  call void @ext(metadata !{!"s"})
  call void @ext(metadata !{null})
  ret void
}
!0 = !{i64 7}
