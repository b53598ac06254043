define void @f() {
  call void asm sideeffect "mov\09fp # marker # marker # marker objc_retainAutoreleaseReturnValue", ""()
  call void asm "mov\09fp ; marker # marker # marker objc_retainAutoreleaseReturnValue", ""()
  ret void
}
