target triple = "x86_64-pc-windows-msvc"
$c = comdat any
define private void @c() comdat { ret void }
