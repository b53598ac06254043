define void @f() personality ptr null {
  invoke void @g() to label %ok unwind label %cl
ok:
  ret void
cl:
  %c = cleanuppad within none []
  %x = call i32 @llvm.eh.exceptioncode(token %c)
  cleanupret from %c unwind to caller
}
declare void @g()
declare i32 @llvm.eh.exceptioncode(token)
