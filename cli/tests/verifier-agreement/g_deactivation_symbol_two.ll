@ds = external global i8
define void @f(ptr %fp) {
  call void %fp() [ "deactivation-symbol"(ptr @ds, ptr @ds) ]
  ret void
}
