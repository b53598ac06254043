declare noalias i32 @f()
