declare noalias ptr @f()
