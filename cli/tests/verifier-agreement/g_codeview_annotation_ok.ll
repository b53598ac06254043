define void @f() {
  call void @llvm.codeview.annotation(metadata !0)
  ret void
}
declare void @llvm.codeview.annotation(metadata)
!0 = !{!"a"}
