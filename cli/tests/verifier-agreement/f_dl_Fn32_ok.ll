target datalayout = "Fn32"
