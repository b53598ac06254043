define void @g() {
  ret void
}
@a = alias void (), ptr @g
@p = global ptr dso_local_equivalent @a
