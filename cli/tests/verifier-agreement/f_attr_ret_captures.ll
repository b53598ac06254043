declare captures(none) ptr @f()
