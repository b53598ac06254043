declare weak_odr void @f()
