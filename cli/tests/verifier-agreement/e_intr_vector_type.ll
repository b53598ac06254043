declare <4 x i32> @llvm.ctpop.v4i32(<4 x i64>)
