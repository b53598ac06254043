define void @f() {
entry:
  br label %b
b:
  %s = insertvalue {ptr} poison, label %b, 0
  ret void
}
