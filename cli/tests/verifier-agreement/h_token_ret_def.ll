define token @f() {
  ret token none
}
