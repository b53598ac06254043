define void @f() {
entry:
  callbr void asm "", "!i"() to label %a [label %b, label %a]
a:
  ret void
b:
  ret void
}
