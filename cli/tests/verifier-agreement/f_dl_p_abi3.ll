target datalayout = "p:64:24"
