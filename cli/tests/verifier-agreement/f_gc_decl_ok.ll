declare void @f() gc "x"
