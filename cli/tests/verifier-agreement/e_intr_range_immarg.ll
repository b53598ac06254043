declare void @llvm.foo.bar(i32 immarg range(i32 0, 4))
