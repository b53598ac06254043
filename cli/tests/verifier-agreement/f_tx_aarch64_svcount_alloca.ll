define void @f() {
  %a = alloca target("aarch64.svcount")
  ret void
}
