declare void @f() inaccessiblememonly
