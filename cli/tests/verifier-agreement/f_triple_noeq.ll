target triple "x86_64"
