declare ptr @g()
define void @f(ptr %p) {
  store i32 0, ptr %p, !nosanitize !0
  %v = call ptr @g(), !heapallocsite !1, !srcloc !2
  call void asm sideeffect "nop", ""(), !srcloc !2
  ret void, !exclude !0
}
!0 = !{}
!1 = !{}
!2 = !{i64 42}
