target datalayout = "i8:0"
