declare token @f()
