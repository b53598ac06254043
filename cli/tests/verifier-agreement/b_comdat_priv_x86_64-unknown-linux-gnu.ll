target triple = "x86_64-unknown-linux-gnu"
$c = comdat any
@c = private global i32 0, comdat
