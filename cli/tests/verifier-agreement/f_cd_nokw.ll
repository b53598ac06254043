$c = any
