declare ptr @g()
declare ptr @objc_retainAutoreleasedReturnValue(ptr)
@a = alias ptr (ptr), ptr @objc_retainAutoreleasedReturnValue
define void @f() {
  %x = call ptr @g() [ "clang.arc.attachedcall"(ptr @a) ]
  ret void
}
