define void @f() "patchable-function-entry"="x" {
  ret void
}
