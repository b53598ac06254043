target datalayout = "Fi16777216"
