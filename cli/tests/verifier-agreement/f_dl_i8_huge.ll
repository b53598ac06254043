target datalayout = "i8:16777216"
