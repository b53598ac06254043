target datalayout = "n8:"
