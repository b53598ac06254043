define void @f() "branch-target-enforcement"="yes" {
  ret void
}
