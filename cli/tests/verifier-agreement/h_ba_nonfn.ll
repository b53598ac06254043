@g = global i32 0
@p = global ptr blockaddress(@g, %b)
