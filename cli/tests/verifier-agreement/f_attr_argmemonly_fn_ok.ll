declare void @f() argmemonly
