declare void @llvm.experimental.deoptimize.isVoid(...)
declare ghccc i32 @llvm.experimental.deoptimize.i32(...)
