define fastcc void @f(...) {
  ret void
}
