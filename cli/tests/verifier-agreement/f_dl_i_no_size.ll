target datalayout = "i:8"
