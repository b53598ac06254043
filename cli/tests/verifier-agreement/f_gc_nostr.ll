define void @f() gc foo {
  ret void
}
