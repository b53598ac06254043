%T = type { i32 }
declare swifttailcc void @g(ptr)
define swifttailcc void @f(ptr %p) {
  musttail call swifttailcc void @g(ptr inalloca(%T) %p)
  ret void
}
