attributes #0 = { byval(i32) }
