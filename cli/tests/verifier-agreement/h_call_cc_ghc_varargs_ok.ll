declare ghccc void @g(...)
