$a = comdat noduplicates
