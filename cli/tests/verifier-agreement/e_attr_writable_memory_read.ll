declare void @f(ptr writable) memory(read)
