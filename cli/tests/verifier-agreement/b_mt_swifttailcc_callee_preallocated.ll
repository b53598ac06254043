declare swifttailcc void @callee(ptr)
define swifttailcc void @caller(ptr %p) {
  musttail call swifttailcc void @callee(ptr preallocated(i32) %p)
  ret void
}
