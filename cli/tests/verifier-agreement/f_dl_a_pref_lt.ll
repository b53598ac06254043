target datalayout = "a:64:32"
