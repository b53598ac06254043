define void @f() {
entry:
  callbr void asm "", ""() to label %a
a:
  ret void
}
