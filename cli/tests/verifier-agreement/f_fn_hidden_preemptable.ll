declare hidden dso_preemptable void @f()
