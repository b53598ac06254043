declare ptr @g()
define void @f(ptr %p) {
  %x = call ptr @g() [ "clang.arc.attachedcall"(ptr %p) ]
  ret void
}
