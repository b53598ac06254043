declare ptr @f(i64 allocalign, i64 allocalign)
