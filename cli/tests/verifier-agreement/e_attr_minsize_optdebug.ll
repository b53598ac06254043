define void @f() minsize optdebug {
  ret void
}
