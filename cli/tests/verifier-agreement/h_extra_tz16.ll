define void @f() {
  %a = alloca target("spirv.Type", i32, 0, 0)
  store target("spirv.Type", i32, 0, 0) zeroinitializer, ptr %a
  ret void
}
