target triple = "x86_64-pc-windows-msvc"
$g = comdat any
@h = global i32 0, comdat($g)
@g = private global i32 0
