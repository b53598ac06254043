define void @f(ptr %p) personality ptr @__CxxFrameHandler3 {
  invoke void @g() to label %ok unwind label %cl
ok:
  ret void
cl:
  %c = cleanuppad within none []
  call void @llvm.objc.release(ptr %p)
  cleanupret from %c unwind to caller
}
declare void @g()
declare i32 @__CxxFrameHandler3(...)
declare void @llvm.objc.release(ptr)
