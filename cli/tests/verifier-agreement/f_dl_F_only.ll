target datalayout = "F"
