target datalayout = "a:0:64"
