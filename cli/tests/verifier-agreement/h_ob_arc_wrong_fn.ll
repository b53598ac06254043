declare ptr @g()
declare ptr @h(ptr)
define void @f() {
  %r = call ptr @g() [ "clang.arc.attachedcall"(ptr @h) ]
  ret void
}
