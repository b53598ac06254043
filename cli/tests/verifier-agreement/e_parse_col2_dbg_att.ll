define void @f() {
  ret void, !dbg !"x"
}
