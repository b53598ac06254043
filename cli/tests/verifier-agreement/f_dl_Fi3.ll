target datalayout = "Fi3"
