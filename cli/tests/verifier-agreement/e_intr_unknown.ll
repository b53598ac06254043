declare void @llvm.this.does.not.exist(i32)
