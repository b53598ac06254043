declare void @f() "patchable-function-prefix"="-1"
