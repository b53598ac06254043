target datalayout = "p:64:64:64:0"
