define void @f() personality ptr null {
  invoke void @llvm.trap() to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @llvm.trap()
