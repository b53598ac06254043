define void @f({ptr, i32} %x) {
  resume {ptr, i32} %x
}
