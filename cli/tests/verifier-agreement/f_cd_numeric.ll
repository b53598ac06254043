$0 = comdat any
