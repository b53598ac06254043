define void @g() {
  store ptr no_cfi @nope, ptr null
  ret void
}
