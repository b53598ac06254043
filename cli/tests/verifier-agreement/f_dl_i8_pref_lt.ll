target datalayout = "i8:16:8"
