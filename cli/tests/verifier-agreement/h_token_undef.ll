declare ptr @llvm.call.preallocated.arg(token, i32)
define void @f() {
  %a = call ptr @llvm.call.preallocated.arg(token undef, i32 0)
  ret void
}
