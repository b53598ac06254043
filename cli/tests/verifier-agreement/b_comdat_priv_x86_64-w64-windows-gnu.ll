target triple = "x86_64-w64-windows-gnu"
$c = comdat any
@c = private global i32 0, comdat
