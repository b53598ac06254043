target datalayout = "n0"
