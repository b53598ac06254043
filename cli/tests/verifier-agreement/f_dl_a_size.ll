target datalayout = "a8:8"
