declare void () @f()
