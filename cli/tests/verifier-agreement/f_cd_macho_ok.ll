target triple = "x86_64-apple-macosx"
$c = comdat any
@g = global i32 0, comdat($c)
