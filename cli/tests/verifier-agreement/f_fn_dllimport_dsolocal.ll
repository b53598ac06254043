declare dso_local dllimport void @f()
