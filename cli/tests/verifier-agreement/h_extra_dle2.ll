define void @g() {
  store ptr dso_local_equivalent @v, ptr null
  ret void
}
@v = global i32 0
