declare thread_local void @f()
