declare swifttailcc void @callee(ptr)
define swifttailcc void @caller(ptr byref(i32) %p) {
  musttail call swifttailcc void @callee(ptr %p)
  ret void
}
