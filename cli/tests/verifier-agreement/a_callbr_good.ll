define void @f() {
  callbr void asm sideeffect "", "!i"() to label %a [label %b]
a:
  ret void
b:
  ret void
}
