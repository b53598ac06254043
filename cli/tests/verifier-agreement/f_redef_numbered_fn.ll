define void @0() {
  ret void
}
@0 = global i32 0
