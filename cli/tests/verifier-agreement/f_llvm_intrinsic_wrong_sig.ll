declare i64 @llvm.ctpop.i32(i32)
