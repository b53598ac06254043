declare tailcc void @callee(ptr swifterror)
define tailcc void @caller() {
  %e = alloca swifterror ptr
  musttail call tailcc void @callee(ptr swifterror %e)
  ret void
}
