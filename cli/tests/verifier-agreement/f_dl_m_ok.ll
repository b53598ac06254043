target datalayout = "m:w"
