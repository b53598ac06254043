declare metadata @f()
