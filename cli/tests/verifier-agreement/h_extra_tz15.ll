define void @f() {
  %a = alloca target("spirv.Padding", 4)
  store target("spirv.Padding", 4) zeroinitializer, ptr %a
  ret void
}
