define void @f() {
  %a = alloca target("amdgcn.named.barrier", 0)
  store target("amdgcn.named.barrier", 0) zeroinitializer, ptr %a
  ret void
}
