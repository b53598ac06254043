define void @f(i32 noinline %x) {
  ret void
}
