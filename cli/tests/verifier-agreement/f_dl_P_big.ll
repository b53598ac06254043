target datalayout = "P16777216"
