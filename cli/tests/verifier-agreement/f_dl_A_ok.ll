target datalayout = "A16777215"
