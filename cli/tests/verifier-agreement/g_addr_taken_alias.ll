@a = alias void (), ptr @llvm.donothing
declare void @llvm.donothing()
