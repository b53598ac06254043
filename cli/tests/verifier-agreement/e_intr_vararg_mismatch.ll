declare void @llvm.donothing(...)
