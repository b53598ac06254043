declare [2 x i32] @f()
