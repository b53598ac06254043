declare i32 @llvm.ctpop.i64(i32)
