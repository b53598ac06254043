declare void @f() "branch-target-enforcement"="yes"
