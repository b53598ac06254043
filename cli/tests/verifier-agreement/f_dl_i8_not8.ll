target datalayout = "i8:12"
