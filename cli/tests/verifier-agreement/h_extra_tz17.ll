define void @f() {
  %a = alloca target("spirv.VulkanBuffer", i32, 0, 0)
  store target("spirv.VulkanBuffer", i32, 0, 0) zeroinitializer, ptr %a
  ret void
}
