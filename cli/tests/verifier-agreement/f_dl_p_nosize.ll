target datalayout = "p"
