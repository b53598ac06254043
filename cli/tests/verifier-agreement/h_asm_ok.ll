define i32 @f(i32 %a) {
  %r = call i32 asm sideeffect alignstack inteldialect "mov $0, $1", "=r,r"(i32 %a)
  ret i32 %r
}
