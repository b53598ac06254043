target triple = "thumbv7-windows"
$c = comdat any
@c = private global i32 0, comdat
