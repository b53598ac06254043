$c = comdat any
@g = global i32 0, comdat $
