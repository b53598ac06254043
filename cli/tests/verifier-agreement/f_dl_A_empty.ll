target datalayout = "A"
