target triple = "x86_64-pc-linux-gnu"
$g = comdat any
@g = private global i32 0, comdat
