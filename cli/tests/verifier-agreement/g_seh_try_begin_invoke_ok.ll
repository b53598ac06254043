define void @f() personality ptr @__C_specific_handler {
  invoke void @llvm.seh.try.begin() to label %ok unwind label %bad
ok:
  ret void
bad:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}
declare i32 @__C_specific_handler(...)
declare void @llvm.seh.try.begin()
