declare void @f(ptr writable) memory(argmem: write)
