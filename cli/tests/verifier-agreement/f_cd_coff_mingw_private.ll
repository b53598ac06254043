target triple = "x86_64-w64-windows-gnu"
$g = comdat any
@g = private global i32 0, comdat
