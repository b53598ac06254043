define i32 @f(ptr sret(i32) %p) {
  ret i32 0
}
