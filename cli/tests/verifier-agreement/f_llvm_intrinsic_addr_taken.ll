declare i32 @llvm.ctpop.i32(i32)
@p = global ptr @llvm.ctpop.i32
