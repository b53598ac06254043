declare protected dllimport void @f()
