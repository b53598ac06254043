define void @f() {
  fence syncscope("singlethread") acquire
  ret void
}
