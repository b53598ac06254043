declare void @f({token})
