declare i32 @llvm.ctlz.i32(i32 immarg, i1)
