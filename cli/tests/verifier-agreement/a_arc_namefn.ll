declare ptr @g()
declare ptr @objc_unsafeClaimAutoreleasedReturnValue(ptr)
define void @f() {
  %x = call ptr @g() [ "clang.arc.attachedcall"(ptr @objc_unsafeClaimAutoreleasedReturnValue) ]
  ret void
}
