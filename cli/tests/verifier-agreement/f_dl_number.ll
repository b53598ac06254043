target datalayout = 5
