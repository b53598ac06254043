declare void @g(ptr)
define void @f(ptr swifterror %x) {
  musttail call void @g(ptr %x)
  ret void
}
