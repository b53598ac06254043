define void @f() {
  %a = alloca target("spirv.Image", void, 0,0,0,0,0,0,0)
  store target("spirv.Image", void, 0,0,0,0,0,0,0) zeroinitializer, ptr %a
  ret void
}
