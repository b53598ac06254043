target datalayout = "Px"
