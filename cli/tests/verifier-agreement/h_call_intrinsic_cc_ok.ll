declare fastcc i32 @llvm.ctpop.i32(i32)
