declare void @f(void)
