$c comdat any
