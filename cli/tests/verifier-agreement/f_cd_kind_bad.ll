$c = comdat bogus
