declare void @f() "patchable-function-entry"="abc"
