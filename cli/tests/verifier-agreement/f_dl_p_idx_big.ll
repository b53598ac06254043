target datalayout = "p:32:32:32:64"
