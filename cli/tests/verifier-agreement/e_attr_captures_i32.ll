declare void @f(i32 captures(none))
