target datalayout = "-e"
