target triple = "x86_64-pc-windows-msvc"
$f = comdat any
define private void @f() comdat {
  ret void
}
