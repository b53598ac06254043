target datalayout = "a0:8"
