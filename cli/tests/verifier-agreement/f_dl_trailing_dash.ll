target datalayout = "e-"
