target datalayout = "S8"
