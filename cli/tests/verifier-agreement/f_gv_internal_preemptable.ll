@g = internal dso_preemptable global i32 0
