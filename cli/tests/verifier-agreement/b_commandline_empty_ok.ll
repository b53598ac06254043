!llvm.commandline = !{}
