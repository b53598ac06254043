@g = global i32 0 #0
attributes #0 = { nounwind }
