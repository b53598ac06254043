declare ptr @g()
declare ptr @h(ptr)
define void @f() {
  %x = call ptr @g() [ "clang.arc.attachedcall"(ptr @h) ]
  ret void
}
