define void @f() {
  %a = call ptr @llvm.call.preallocated.arg(token none, i32 0) preallocated(i32)
  ret void
}
declare ptr @llvm.call.preallocated.arg(token, i32)
