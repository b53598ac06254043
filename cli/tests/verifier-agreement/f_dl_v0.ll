target datalayout = "v0:32"
