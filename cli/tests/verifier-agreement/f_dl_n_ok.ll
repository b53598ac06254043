target datalayout = "n8:16:32"
