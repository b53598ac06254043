declare label @f()
