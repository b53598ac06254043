target datalayout = "m:q"
