declare zeroext ptr @f()
