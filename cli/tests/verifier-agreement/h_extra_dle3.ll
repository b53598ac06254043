define void @g() {
  store ptr dso_local_equivalent @nope, ptr null
  store ptr @other, ptr null
  ret void
}
