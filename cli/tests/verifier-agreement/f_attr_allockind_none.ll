declare ptr @f() allockind("uninitialized")
