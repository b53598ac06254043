target triple = "aarch64-pc-windows-msvc"
$c = comdat any
@c = private global i32 0, comdat
