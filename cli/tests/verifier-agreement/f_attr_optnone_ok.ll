define void @f() optnone noinline {
  ret void
}
