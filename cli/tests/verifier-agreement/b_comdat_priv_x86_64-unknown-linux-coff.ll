target triple = "x86_64-unknown-linux-coff"
$c = comdat any
@c = private global i32 0, comdat
