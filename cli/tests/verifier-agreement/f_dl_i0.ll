target datalayout = "i0:8"
