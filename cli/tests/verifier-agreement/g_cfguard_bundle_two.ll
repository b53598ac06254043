define void @f(ptr %fp) {
  call void %fp() [ "cfguardtarget"(ptr %fp, ptr %fp) ]
  ret void
}
