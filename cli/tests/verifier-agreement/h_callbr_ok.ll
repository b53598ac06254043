define void @f() {
entry:
  callbr void asm "", "!i"() to label %a [label %b]
a:
  ret void
b:
  ret void
}
