declare ptr @g()
define void @f() {
  %x = call ptr @g() [ "clang.arc.attachedcall"() ]
  ret void
}
