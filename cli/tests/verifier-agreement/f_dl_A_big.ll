target datalayout = "A16777216"
