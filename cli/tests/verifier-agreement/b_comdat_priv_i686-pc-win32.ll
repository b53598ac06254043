target triple = "i686-pc-win32"
$c = comdat any
@c = private global i32 0, comdat
