target datalayout = "S-8"
