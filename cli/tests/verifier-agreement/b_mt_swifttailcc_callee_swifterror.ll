declare swifttailcc void @callee(ptr swifterror)
define swifttailcc void @caller() {
  %e = alloca swifterror ptr
  musttail call swifttailcc void @callee(ptr swifterror %e)
  ret void
}
