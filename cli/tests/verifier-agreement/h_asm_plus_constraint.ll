define void @f(i32 %a) {
  %r = call i32 asm "", "+r"(i32 %a)
  ret void
}
