declare void @llvm.foo.bar(i32 immarg noundef)
