target datalayout = "Fi"
