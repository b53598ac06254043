target datalayout = "i8:8:8:8"
