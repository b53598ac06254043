@g = global i32 0
@a = internal dso_preemptable alias i32, ptr @g
