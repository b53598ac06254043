declare void @f() section "s"
