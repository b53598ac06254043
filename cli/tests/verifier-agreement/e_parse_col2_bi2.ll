declare void @f() nounwind builtin cold
