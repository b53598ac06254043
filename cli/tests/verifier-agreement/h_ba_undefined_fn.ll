@p = global ptr blockaddress(@nope, %b)
