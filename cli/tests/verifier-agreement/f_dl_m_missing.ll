target datalayout = "m"
