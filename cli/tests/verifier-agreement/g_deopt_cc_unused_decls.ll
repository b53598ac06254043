declare i32 @llvm.experimental.deoptimize.i32(...)
declare preserve_mostcc i64 @llvm.experimental.deoptimize.i64(...)
