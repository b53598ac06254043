declare void @f() "frame-pointer"="non-leaf-no-reserve"
