declare void @llvm.foo()
