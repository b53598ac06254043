define void @f() {
  %p = alloca i32, align 4294967296
  ret void
}
