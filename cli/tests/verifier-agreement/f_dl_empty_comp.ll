target datalayout = "e--i8:8"
