declare i32 @llvm.ctpop(i32)
