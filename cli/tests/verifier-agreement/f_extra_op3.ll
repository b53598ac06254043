define void @f(%T %x) {
  ret void
}
%T = type { i32 }
