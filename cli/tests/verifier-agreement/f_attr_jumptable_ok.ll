define void @f() unnamed_addr jumptable {
  ret void
}
