declare void @llvm.experimental.deoptimize.isVoid(...)
declare i32 @llvm.experimental.deoptimize.i32(...)
