declare nest ptr @f()
