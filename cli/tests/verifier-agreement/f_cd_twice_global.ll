$c = comdat any
$d = comdat any
@g = global i32 0, comdat($c), comdat($d)
