declare i32 @llvm.umax.i32(i32, i64)
