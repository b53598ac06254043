define void @f() {
  call void @g(target("spirv.Event") zeroinitializer)
  ret void
}
declare void @g(target("spirv.Event"))
