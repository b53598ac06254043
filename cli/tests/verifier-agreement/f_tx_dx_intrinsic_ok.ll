declare void @llvm.foo(target("dx.RawBuffer", i8, 0, 0))
