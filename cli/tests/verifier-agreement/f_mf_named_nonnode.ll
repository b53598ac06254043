!llvm.module.flags = !{null}
