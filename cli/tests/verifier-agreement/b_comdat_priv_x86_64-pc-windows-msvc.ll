target triple = "x86_64-pc-windows-msvc"
$c = comdat any
@c = private global i32 0, comdat
