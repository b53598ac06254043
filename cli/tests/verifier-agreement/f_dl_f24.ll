target datalayout = "f24:32"
