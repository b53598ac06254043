define void @f(i32 %a, i32 %b, ptr sret(i32) %p) {
  ret void
}
