target datalayout = "i8:8:0"
