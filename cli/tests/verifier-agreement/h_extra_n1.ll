$"a\00b" = comdat any
