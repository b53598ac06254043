@g = global ptr @llvm.trap
declare void @llvm.trap()
