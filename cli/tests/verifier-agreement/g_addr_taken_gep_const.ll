@g = global ptr getelementptr (i8, ptr @llvm.donothing, i64 1)
declare void @llvm.donothing()
