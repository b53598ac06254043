@g = global i32 0, comdat($c)
$c = comdat any
