declare void @f(ptr writable readonly)
