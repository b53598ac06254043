target datalayout = "G99999999"
