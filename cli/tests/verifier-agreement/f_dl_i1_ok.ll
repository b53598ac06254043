target datalayout = "i1:8"
