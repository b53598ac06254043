target datalayout = "p:64"
