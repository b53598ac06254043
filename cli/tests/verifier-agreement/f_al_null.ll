@a = alias i32, ptr null
