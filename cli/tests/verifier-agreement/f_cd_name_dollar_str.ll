$"" = comdat any
