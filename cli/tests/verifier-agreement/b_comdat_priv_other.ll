target triple = "x86_64-pc-windows-msvc"
$c = comdat any
@d = global i32 0, comdat($c)
@c = private global i32 0
