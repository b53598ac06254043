declare ptr @f(ptr allocalign)
