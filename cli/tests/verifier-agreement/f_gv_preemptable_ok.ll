@g = dso_preemptable global i32 0
