target datalayout = "n"
