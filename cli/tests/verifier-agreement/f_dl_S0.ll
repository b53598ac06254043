target datalayout = "S0"
