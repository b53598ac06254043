target datalayout = "a:0"
