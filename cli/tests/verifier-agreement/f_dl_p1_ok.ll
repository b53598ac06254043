target datalayout = "p1:32:32"
