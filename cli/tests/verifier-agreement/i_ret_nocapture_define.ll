define nocapture ptr @f() {
  ret ptr null
}
