target datalayout = "e1"
