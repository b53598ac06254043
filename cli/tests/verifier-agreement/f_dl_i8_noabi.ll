target datalayout = "i8"
