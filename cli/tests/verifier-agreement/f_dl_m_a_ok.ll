target datalayout = "m:a"
