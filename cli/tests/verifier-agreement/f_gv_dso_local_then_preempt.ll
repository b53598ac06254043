@g = dso_local dso_preemptable global i32 0
