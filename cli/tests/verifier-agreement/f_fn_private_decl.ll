declare private void @f()
