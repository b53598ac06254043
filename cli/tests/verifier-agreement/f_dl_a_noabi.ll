target datalayout = "a"
