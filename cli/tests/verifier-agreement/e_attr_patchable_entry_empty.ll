declare void @f() "patchable-function-entry"=""
