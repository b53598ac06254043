declare tailcc void @g(ptr)
define tailcc void @f(ptr swifterror %p) {
  musttail call tailcc void @g(ptr swifterror %p)
  ret void
}
