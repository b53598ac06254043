define void @f() gc "statepoint-example" {
  ret void
}
