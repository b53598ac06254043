define void @f(float %x) {
entry:
  switch float %x, label %d [ ]
d:
  ret void
}
