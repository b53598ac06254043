target triple = "x86_64-pc-windows-msvc"
$g = comdat any
@g = internal global i32 0, comdat
