define void @f() personality ptr @__CxxFrameHandler3 {
  invoke void @g() to label %ok unwind label %cl
ok:
  ret void
cl:
  %c = cleanuppad within none []
  call void @llvm.trap()
  cleanupret from %c unwind to caller
}
declare void @g()
declare i32 @__CxxFrameHandler3(...)
declare void @llvm.trap()
