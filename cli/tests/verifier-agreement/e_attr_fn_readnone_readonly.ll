define void @f() readnone readonly {
  ret void
}
