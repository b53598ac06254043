declare void @f() "patchable-function-entry"="2" "patchable-function-prefix"="0"
