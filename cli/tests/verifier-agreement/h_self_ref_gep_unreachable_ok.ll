define void @f() {
entry:
  ret void
dead:
  %p = getelementptr i8, ptr %p, i64 1
  br label %dead
}
