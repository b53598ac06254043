target datalayout = "ni"
