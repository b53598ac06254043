declare void @llvm.foo(metadata)
