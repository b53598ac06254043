@p = global ptr blockaddress(@f, %bb)
declare void @f()
