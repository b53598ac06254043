!llvm.ident = !{}
