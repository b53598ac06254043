target datalayout = "i8:3"
