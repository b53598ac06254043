target datalayout = "S"
