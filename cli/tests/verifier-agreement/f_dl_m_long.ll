target datalayout = "m:ee"
