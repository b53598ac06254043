; An old masked gather (with its i32 alignment) declared with a void
; result: the new declaration's data type is void, and LLVM's
; Intrinsic::getType makes a last parameter of that type `...`.
declare void @llvm.masked.gather.v2i64.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x i64>)
