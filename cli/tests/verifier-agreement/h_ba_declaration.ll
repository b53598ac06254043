@p = global ptr blockaddress(@f, %b)
declare void @f()
