declare void @f() zeroext
