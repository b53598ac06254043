target datalayout = "p:12:64"
