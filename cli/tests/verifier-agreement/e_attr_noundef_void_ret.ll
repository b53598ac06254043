declare noundef void @f()
