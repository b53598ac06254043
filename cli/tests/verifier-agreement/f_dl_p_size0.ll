target datalayout = "p:0:64"
