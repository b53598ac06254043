declare i32 @llvm.ctpop.i32(i64)
