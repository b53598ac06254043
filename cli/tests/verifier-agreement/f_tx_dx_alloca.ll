define void @f() {
  %a = alloca target("dx.RawBuffer", i8, 0, 0)
  ret void
}
