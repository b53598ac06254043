declare void @llvm.trap(i32)
