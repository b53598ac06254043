declare nocapture ptr @f()
