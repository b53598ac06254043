declare void @f()
@p = global ptr blockaddress(@f, %bb)
